import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectiveContent, SubjectiveContent } from '@clinica/contracts/evaluations';
import { usePortuguese } from '../test-support';
import { ObjectiveView } from './objective-view';
import { SubjectiveView } from './subjective-view';

const subjective = (content: Partial<SubjectiveContent>): SubjectiveContent => ({
  main_complaint: null,
  history: null,
  onset: null,
  pain_now: null,
  pain_best: null,
  pain_worst: null,
  behaviour_24h: null,
  aggravating_factors: null,
  easing_factors: null,
  red_flags: {},
  medication: null,
  previous_treatment: null,
  goals: null,
  notes: null,
  ...content,
});

beforeAll(usePortuguese);
afterEach(cleanup);

describe('the read-only subjective evaluation', () => {
  it('puts the positive red flags first, named, as an error list with an icon', () => {
    render(
      <SubjectiveView
        content={subjective({
          main_complaint: 'Lombalgia',
          pain_now: 6,
          pain_best: 2,
          pain_worst: 8,
          red_flags: { saddle_anaesthesia: true, bladder_bowel: true, fever: false },
        })}
      />,
    );
    const list = screen.getByRole('list', { name: '2 sinais de alerta positivos' });
    const flags = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(flags).toEqual(['Anestesia em sela', 'Alterações vesicais ou intestinais']);
    // Not colour alone: each chip carries the warning icon.
    expect(list.querySelectorAll('svg')).toHaveLength(2);
    expect(screen.queryByText('Febre ou mal-estar geral')).toBeNull();
    // The red flags come before everything else.
    const text = document.body.textContent!;
    expect(text.indexOf('Anestesia em sela')).toBeLessThan(text.indexOf('Lombalgia'));
    expect(screen.getByText('Agora 6 · Melhor 2 · Pior 8')).toBeTruthy();
  });

  it('says when the flags asked were all negative, or none was asked', () => {
    render(<SubjectiveView content={subjective({ red_flags: { fever: false, trauma: false } })} />);
    expect(screen.getByText('Sem sinais de alerta (2 perguntados, todos negativos).')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    cleanup();
    render(<SubjectiveView content={subjective({ pain_worst: 7 })} />);
    expect(screen.getByText('Sinais de alerta não perguntados.')).toBeTruthy();
    expect(screen.getByText('Pior 7')).toBeTruthy();
  });
});

describe('the read-only objective evaluation', () => {
  it('writes each row as a line, with positive tests marked', () => {
    const content: ObjectiveContent = {
      observation: null,
      range_of_motion: [{ joint: 'knee', movement: 'flexion', side: 'right', active: 120, passive: null }],
      strength: [{ muscle_group: 'knee_extensors', side: 'right', grade: 4 }],
      special_tests: [
        { test: 'lachman', name: null, side: 'right', result: 'positive' },
        { test: null, name: 'Teste de Adson', side: 'left', result: 'negative' },
      ],
      measurements: [{ name: 'Perímetro da coxa', side: 'left', value: 45.5, unit: 'cm' }],
      body_chart: [],
      notes: null,
    };
    render(<ObjectiveView content={content} />);
    expect(screen.getByText('Joelho — Flexão (Direito): ativa 120°, passiva —')).toBeTruthy();
    expect(screen.getByText('Extensores do joelho (Direito): 4/5')).toBeTruthy();
    expect(screen.getByText('Perímetro da coxa (Esquerdo): 45,5 cm')).toBeTruthy();
    const lachman = screen.getByText('Teste de Lachman (Direito)').closest('li')!;
    expect(within(lachman).getByText('Positivo').closest('.MuiChip-colorError')).not.toBeNull();
    const adson = screen.getByText('Teste de Adson (Esquerdo)').closest('li')!;
    expect(within(adson).getByText('Negativo').closest('.MuiChip-colorError')).toBeNull();
  });
});
