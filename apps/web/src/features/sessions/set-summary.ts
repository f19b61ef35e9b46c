import type { TFunction } from 'i18next';
import { formatDecimal } from '../../lib/format';

interface SetFigures {
  repetitions: number | null;
  load_kg: number | null;
  hold_seconds: number | null;
}

/** One set as a clinician writes it: «12 · 5 kg», «12», «30 s». */
export function describeSet(t: TFunction, s: SetFigures): string {
  const parts: string[] = [];
  if (s.repetitions !== null) parts.push(String(s.repetitions));
  if (s.load_kg !== null) parts.push(t('sessions.units.kg', { value: formatDecimal(s.load_kg) }));
  if (s.hold_seconds !== null) parts.push(t('sessions.units.seconds', { value: s.hold_seconds }));
  return parts.join(' · ');
}

/**
 * The sets in short: equal consecutive sets counted («3 × 12 · 5 kg», «3 × 30 s»), different ones
 * joined («2 × 12 · 5 kg + 1 × 10 · 7,5 kg»).
 */
export function summariseSets(t: TFunction, sets: readonly SetFigures[]): string {
  const groups: { text: string; count: number }[] = [];
  for (const s of sets) {
    const text = describeSet(t, s);
    const last = groups.at(-1);
    if (last && last.text === text) last.count += 1;
    else groups.push({ text, count: 1 });
  }
  return groups.map((g) => `${g.count} × ${g.text}`).join(' + ');
}
