import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a moment, counted down once a second. Computed from the end instant rather than
 * by decrementing, so a throttled background tab still shows the right figure when it wakes.
 */
export function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const remaining = useCallback(() => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)), [endsAt]);
  const [seconds, setSeconds] = useState(remaining);

  useEffect(() => {
    setSeconds(remaining());
    const timer = window.setInterval(() => {
      const left = remaining();
      setSeconds(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [remaining]);

  const restart = useCallback((next: number) => setEndsAt(Date.now() + next * 1000), []);
  return { seconds, restart };
}
