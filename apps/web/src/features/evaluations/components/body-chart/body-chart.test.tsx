import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodyRegions } from '@clinica/contracts/evaluation-catalogue';
import type { BodyChartMark } from '@clinica/contracts/evaluations';
import i18n from '../../../../lib/i18n';
import pt from '../../messages/pt.json';
import { BodyChart } from './body-chart';
import { BodyChartSummary } from './body-chart-summary';
import { intensityColour } from './intensity-colour';

beforeAll(async () => {
  i18n.addResourceBundle('pt', 'translation', pt, true, true);
  await i18n.changeLanguage('pt');
});

afterEach(cleanup);

/** A form holding the chart's value, as a page would. */
function renderChart(initial: BodyChartMark[] = [], props: { readOnly?: boolean } = {}) {
  const onChange = vi.fn<(marks: BodyChartMark[]) => void>();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <BodyChart
        value={value}
        onChange={(marks) => {
          onChange(marks);
          setValue(marks);
        }}
        {...props}
      />
    );
  }
  render(<Harness />);
  return onChange;
}

const figure = (name: 'Frente' | 'Costas') => screen.getByRole('group', { name });
const dialog = () => screen.getByRole('dialog');
const focusedName = () => document.activeElement?.getAttribute('aria-label');
const key = (k: string) => fireEvent.keyDown(document.activeElement!, { key: k });
/** The intensity chosen in the open dialog (its buttons' names), and the types ticked. */
const pressed = () =>
  within(dialog())
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.getAttribute('aria-label'));
const checkedTypes = () =>
  within(dialog())
    .getAllByRole('checkbox')
    .filter((c) => (c as HTMLInputElement).checked)
    .map((c) => c.closest('label')?.textContent);
const tabStops = (element: HTMLElement | SVGElement) => element.querySelectorAll('[tabindex="0"]');

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

// MUI's dialogs render slowly in happy-dom; a full run shares the CPU with the other files.
describe('BodyChart', { timeout: 30_000 }, () => {
  it('draws every region of the catalogue as a named button, each figure one Tab stop', () => {
    renderChart();
    const buttons = [
      ...figure('Frente').querySelectorAll('[role="button"]'),
      ...figure('Costas').querySelectorAll('[role="button"]'),
    ];
    expect(buttons.map((b) => b.getAttribute('data-region')).sort()).toEqual([...bodyRegions].sort());
    expect(within(figure('Frente')).getByRole('button', { name: 'Joelho esquerdo (frente)' })).toBeTruthy();
    expect(within(figure('Costas')).getByRole('button', { name: 'Região lombar' })).toBeTruthy();
    expect(tabStops(figure('Frente'))).toHaveLength(1);
    expect(tabStops(figure('Costas'))).toHaveLength(1);
    expect(screen.getByText('Toque numa região ou use as setas para a escolher.')).toBeTruthy();
  });

  it('opens a new mark empty, saves it once intensity and types are chosen, and returns the focus to it', async () => {
    const onChange = renderChart();
    const knee = screen.getByRole('button', { name: 'Joelho esquerdo (frente)' });
    fireEvent.click(knee);
    expect(within(dialog()).getByRole('heading', { name: 'Joelho esquerdo (frente)' })).toBeTruthy();
    // Nothing is chosen for the physiotherapist (issue 43): no 5/10, no «Aguda».
    expect(pressed()).toEqual([]);
    expect(checkedTypes()).toEqual([]);
    expect(within(dialog()).queryByRole('button', { name: 'Remover marca' })).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(within(dialog()).getByText('Escolha a intensidade da dor')).toBeTruthy();
    expect(within(dialog()).getByText('Escolha pelo menos um tipo de dor')).toBeTruthy();

    fireEvent.click(within(dialog()).getByRole('button', { name: '5/10' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Aguda' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Formigueiro' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));

    expect(onChange).toHaveBeenCalledWith([
      { region: 'front_knee_left', intensity: 5, types: ['sharp', 'pins_and_needles'] },
    ]);
    await dialogClosed();
    const marked = screen.getByRole('button', {
      name: 'Joelho esquerdo (frente): dor 5/10, aguda, formigueiro',
    });
    await waitFor(() => expect(document.activeElement).toBe(marked));
    expect(marked.querySelector('path:not([fill="transparent"])')?.getAttribute('fill')).toBe(
      intensityColour(5),
    );
    expect(marked.querySelector('text')?.textContent).toBe('5');
    expect(screen.getByRole('list').textContent).toContain(
      'Joelho esquerdo (frente) — 5/10, aguda, formigueiro',
    );
  });

  it('chooses a region, its intensity and its type with the keyboard', async () => {
    const onChange = renderChart();
    const start = tabStops(figure('Frente'))[0] as SVGElement;
    start.focus();
    expect(focusedName()).toBe('Cabeça (frente)');

    key('ArrowDown');
    expect(focusedName()).toBe('Pescoço (frente)');
    key('End');
    expect(focusedName()).toBe('Pé direito (frente)');
    key('ArrowUp');
    key('ArrowUp');
    expect(focusedName()).toBe('Joelho direito (frente)');
    // The roving tab stop follows the focus.
    expect(tabStops(figure('Frente'))).toHaveLength(1);
    expect(tabStops(figure('Frente'))[0]).toBe(document.activeElement);
    key('ArrowRight');
    expect(focusedName()).toBe('Joelho esquerdo (frente)');
    key('ArrowLeft');
    expect(focusedName()).toBe('Joelho direito (frente)');

    key('Enter');
    expect(within(dialog()).getByRole('group', { name: 'Intensidade da dor' })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: '7/10' }));
    expect(pressed()).toEqual(['7/10']);
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Formigueiro' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));

    expect(onChange).toHaveBeenLastCalledWith([
      { region: 'front_knee_right', intensity: 7, types: ['pins_and_needles'] },
    ]);
    await dialogClosed();
    await waitFor(() => expect(focusedName()).toBe('Joelho direito (frente): dor 7/10, formigueiro'));
  });

  it('opens the editor with Space and goes back to the first region with Home', () => {
    renderChart();
    (tabStops(figure('Costas'))[0] as SVGElement).focus();
    key('End');
    key('Home');
    expect(focusedName()).toBe('Cabeça (costas)');
    key('ArrowDown');
    key('ArrowDown');
    expect(focusedName()).toBe('Região dorsal');
    key(' ');
    expect(within(dialog()).getByRole('heading', { name: 'Região dorsal' })).toBeTruthy();
  });

  it('edits an existing mark from the list, keeping the other marks', async () => {
    const initial: BodyChartMark[] = [
      { region: 'back_lower_back', intensity: 8, types: ['dull'] },
      { region: 'front_shoulder_right', intensity: 6, types: ['burning'] },
    ];
    const onChange = renderChart(initial);
    // The list reads front then back, whatever the order of the data.
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Ombro direito (frente) — 6/10, ardor', 'Região lombar — 8/10, surda']);

    fireEvent.click(screen.getByRole('button', { name: 'Alterar a marca: Região lombar' }));
    expect(pressed()).toEqual(['8/10']);
    expect(checkedTypes()).toEqual(['Surda']);
    fireEvent.click(within(dialog()).getByRole('button', { name: '6/10' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Surda' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Ardor' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));

    expect(onChange).toHaveBeenCalledWith([
      { region: 'front_shoulder_right', intensity: 6, types: ['burning'] },
      { region: 'back_lower_back', intensity: 6, types: ['burning'] },
    ]);
    // The value it was given is left as it was (a new array each time).
    expect(initial[0]).toEqual({ region: 'back_lower_back', intensity: 8, types: ['dull'] });
    await dialogClosed();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Alterar a marca: Região lombar' }),
      ),
    );
  });

  it('removes a mark from its editor and from the list', async () => {
    const onChange = renderChart([
      { region: 'front_knee_left', intensity: 7, types: ['sharp'] },
      { region: 'back_hand_right', intensity: 2, types: ['numbness'] },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Joelho esquerdo (frente): dor 7/10, aguda' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remover marca' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { region: 'back_hand_right', intensity: 2, types: ['numbness'] },
    ]);
    await dialogClosed();
    expect(screen.getByRole('button', { name: 'Joelho esquerdo (frente)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remover a marca: Mão direita (costas)' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('list')).toBeNull();
    const hint = screen.getByText('Toque numa região ou use as setas para a escolher.');
    expect(document.activeElement).toBe(hint);
  });

  it('changes nothing when the editor is cancelled', async () => {
    const onChange = renderChart([{ region: 'front_chest', intensity: 3, types: ['dull'] }]);
    fireEvent.click(screen.getByRole('button', { name: 'Tórax: dor 3/10, surda' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: '10/10' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    await dialogClosed();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Tórax: dor 3/10, surda' })).toBeTruthy();
  });

  it('only draws and lists in read-only mode', () => {
    const { container } = render(
      <BodyChart
        value={[{ region: 'back_buttock_right', intensity: 4, types: ['pins_and_needles'] }]}
        readOnly
      />,
    );
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(0);
    expect(container.querySelectorAll('[role="button"]')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(container.querySelector('[data-region="back_buttock_right"]')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('listitem').textContent).toBe('Nádega direita — 4/10, formigueiro');
    const buttock = container.querySelector('[data-region="back_buttock_right"] path');
    expect(buttock?.getAttribute('fill')).toBe(intensityColour(4));
  });

  it('says there is no pain marked when read-only and empty', () => {
    render(<BodyChart value={[]} readOnly />);
    expect(screen.getByText('Sem dor assinalada.')).toBeTruthy();
  });
});

describe('BodyChartSummary', () => {
  it('lists the marks in short, front then back, beside a drawing hidden from screen readers', () => {
    const { container } = render(
      <BodyChartSummary
        marks={[
          { region: 'back_lower_back', intensity: 5, types: ['dull'] },
          { region: 'front_knee_left', intensity: 7, types: ['sharp'] },
          { region: 'front_shoulder_right', intensity: 6, types: ['burning'] },
        ]}
      />,
    );
    expect(container.textContent).toBe('Frente: Ombro dir. 6, Joelho esq. 7 · Costas: Lombar 5');
    const drawing = container.querySelector('svg')!.parentElement!.parentElement!;
    expect(drawing.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('svg')).toHaveLength(2);
    expect(container.querySelectorAll('[role="button"], [tabindex]')).toHaveLength(0);
    expect(container.querySelector('[data-region="front_knee_left"] path')?.getAttribute('fill')).toBe(
      intensityColour(7),
    );
  });

  it('renders nothing without marks', () => {
    const { container } = render(<BodyChartSummary marks={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
