import { describe, expect, it } from 'vitest';
import { presetOf, presetRange } from './range';

describe('report ranges', () => {
  it('gives each preset its days, January’s last month in the year before', () => {
    expect(presetRange('this_month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last_month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('this_year', '2026-11-28')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetRange('custom', '2026-11-28')).toBeNull();
  });
  it('recognises a preset from its days, else custom', () => {
    expect(presetOf('2026-10-01', '2026-10-31', '2026-11-28')).toBe('last_month');
    expect(presetOf('2026-10-02', '2026-10-31', '2026-11-28')).toBe('custom');
  });
});
