import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('the resend countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down to zero and stops there', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current.seconds).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.seconds).toBe(0);
  });

  it('starts again when restarted', () => {
    const { result } = renderHook(() => useCountdown(1));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.seconds).toBe(0);
    act(() => result.current.restart(60));
    expect(result.current.seconds).toBe(60);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.seconds).toBe(30);
  });

  it('shows the right figure after the tab slept (timers delayed)', () => {
    const { result } = renderHook(() => useCountdown(60));
    // A background tab's interval fires late: the figure still follows the clock.
    act(() => {
      vi.setSystemTime(Date.now() + 45_000);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.seconds).toBe(14);
  });
});
