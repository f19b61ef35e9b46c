import { describe, expect, it } from 'vitest';
import { PublicApiError } from './api';
import { translator } from './messages';
import { failureOf } from './request-failure';

const pt = translator('pt');
const en = translator('en');

describe('a request the server refused, as the visitor reads it', () => {
  it('a slot taken meanwhile (409) offers the server’s next free times', () => {
    const error = new PublicApiError(
      409,
      'Este horário já não está disponível. Escolha outro.',
      {},
      {
        next_free: ['2027-03-01T09:00:00.000Z', '2027-03-01T09:15:00.000Z'],
      },
    );
    expect(failureOf(error, pt)).toEqual({
      kind: 'taken',
      nextFree: ['2027-03-01T09:00:00.000Z', '2027-03-01T09:15:00.000Z'],
    });
    expect(failureOf(new PublicApiError(409, ''), pt)).toEqual({ kind: 'taken', nextFree: [] });
  });

  it('too many requests (429) is the spec’s message, in the visitor’s language', () => {
    expect(failureOf(new PublicApiError(429, 'x'), pt)).toEqual({
      kind: 'message',
      text: 'Demasiadas Tentativas / Por favor aguarde uns minutes e tente outra vez',
    });
    expect(failureOf(new PublicApiError(429, 'x'), en).kind).toBe('message');
  });

  it('a form sent too fast, or a slot now too soon, say so; a slot too soon sends back to the days', () => {
    const fast = new PublicApiError(400, '', { form_started_at: 'Pedido enviado depressa demais.' });
    expect(failureOf(fast, pt)).toEqual({
      kind: 'message',
      text: 'Pedido enviado depressa demais. Tente outra vez.',
    });
    const past = new PublicApiError(400, '', { starts_at: 'Este horário já passou' });
    expect(failureOf(past, en)).toEqual({
      kind: 'message',
      text: 'This time has passed or is too soon. Choose another.',
      chooseAgain: true,
    });
  });

  it('no answer at all is «unreachable», never a silent failure', () => {
    expect(failureOf(new TypeError('Failed to fetch'), pt)).toEqual({
      kind: 'message',
      text: pt('unreachable'),
    });
  });
});
