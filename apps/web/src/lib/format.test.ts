import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDayMonth,
  formatDecimal,
  formatFileSize,
  formatPercent,
  formatTime,
} from './format';

describe('format', () => {
  it('shows dates dd/mm/yyyy and 24-hour times in the clinic’s zone', () => {
    expect(formatDate('2026-03-29T23:30:00Z')).toBe('30/03/2026');
    expect(formatTime('2026-07-01T13:05:00Z')).toBe('14:05');
  });

  it('shows measured numbers with the decimal comma', () => {
    expect(formatDecimal(45.5)).toBe('45,5');
    expect(formatDecimal(-10)).toBe('-10');
    expect(formatDecimal(1200)).toBe('1200');
  });

  it('shows file sizes in the unit that reads best', () => {
    expect(formatFileSize(68)).toBe('68 B');
    expect(formatFileSize(70_000)).toBe('68 KB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20,0 MB');
  });

  it('shows shares as whole percentages and a week’s days as dd/mm, across a month and a year', () => {
    expect(formatPercent(2 / 3)).toBe('67%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatDayMonth('2026-11-30')).toBe('30/11');
    expect(formatDayMonth('2026-11-30', 6)).toBe('06/12');
    expect(formatDayMonth('2026-12-28', 6)).toBe('03/01');
  });
});
