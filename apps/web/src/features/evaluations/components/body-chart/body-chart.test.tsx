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
const tabStops = (element: HTMLElement | SVGElement) => element.querySelectorAll('[tabindex="0"]');

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('BodyChart', () => {
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

  it('marks a tapped region with the defaults (5/10, sharp) and returns the focus to it', async () => {
    const onChange = renderChart();
    const knee = screen.getByRole('button', { name: 'Joelho esquerdo (frente)' });
    fireEvent.click(knee);
    expect(within(dialog()).getByRole('heading', { name: 'Joelho esquerdo (frente)' })).toBeTruthy();
    expect(within(dialog()).getByRole('slider').getAttribute('aria-valuenow')).toBe('5');
    expect((within(dialog()).getByRole('radio', { name: 'Aguda' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog()).queryByRole('button', { name: 'Remover marca' })).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));

    expect(onChange).toHaveBeenCalledWith([{ region: 'front_knee_left', intensity: 5, type: 'sharp' }]);
    await dialogClosed();
    const marked = screen.getByRole('button', { name: 'Joelho esquerdo (frente): dor 5/10, aguda' });
    await waitFor(() => expect(document.activeElement).toBe(marked));
    expect(marked.querySelector('path:not([fill="transparent"])')?.getAttribute('fill')).toBe(
      intensityColour(5),
    );
    expect(marked.querySelector('text')?.textContent).toBe('5');
    expect(screen.getByRole('list').textContent).toContain('Joelho esquerdo (frente) — 5/10, aguda');
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
    const slider = within(dialog()).getByRole('slider', { name: 'Intensidade da dor' });
    slider.focus();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('7');
    expect(slider.getAttribute('aria-valuetext')).toBe('7/10');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Formigueiro' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));

    expect(onChange).toHaveBeenLastCalledWith([
      { region: 'front_knee_right', intensity: 7, type: 'pins_and_needles' },
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
      { region: 'back_lower_back', intensity: 8, type: 'dull' },
      { region: 'front_shoulder_right', intensity: 6, type: 'burning' },
    ];
    const onChange = renderChart(initial);
    // The list reads front then back, whatever the order of the data.
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Ombro direito (frente) — 6/10, ardor', 'Região lombar — 8/10, surda']);

    fireEvent.click(screen.getByRole('button', { name: 'Alterar a marca: Região lombar' }));
    const slider = within(dialog()).getByRole('slider');
    expect(slider.getAttribute('aria-valuenow')).toBe('8');
    expect((within(dialog()).getByRole('radio', { name: 'Surda' }) as HTMLInputElement).checked).toBe(true);
    slider.focus();
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Ardor' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar' }));

    expect(onChange).toHaveBeenCalledWith([
      { region: 'front_shoulder_right', intensity: 6, type: 'burning' },
      { region: 'back_lower_back', intensity: 6, type: 'burning' },
    ]);
    // The value it was given is left as it was (a new array each time).
    expect(initial[0]).toEqual({ region: 'back_lower_back', intensity: 8, type: 'dull' });
    await dialogClosed();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Alterar a marca: Região lombar' }),
      ),
    );
  });

  it('removes a mark from its editor and from the list', async () => {
    const onChange = renderChart([
      { region: 'front_knee_left', intensity: 7, type: 'sharp' },
      { region: 'back_hand_right', intensity: 2, type: 'numbness' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Joelho esquerdo (frente): dor 7/10, aguda' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remover marca' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { region: 'back_hand_right', intensity: 2, type: 'numbness' },
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
    const onChange = renderChart([{ region: 'front_chest', intensity: 3, type: 'dull' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Tórax: dor 3/10, surda' }));
    fireEvent.keyDown(within(dialog()).getByRole('slider'), { key: 'End' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    await dialogClosed();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Tórax: dor 3/10, surda' })).toBeTruthy();
  });

  it('only draws and lists in read-only mode', () => {
    const { container } = render(
      <BodyChart
        value={[{ region: 'back_buttock_right', intensity: 4, type: 'pins_and_needles' }]}
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
          { region: 'back_lower_back', intensity: 5, type: 'dull' },
          { region: 'front_knee_left', intensity: 7, type: 'sharp' },
          { region: 'front_shoulder_right', intensity: 6, type: 'burning' },
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
