/** The application's clock; tests replace it to move time (session expiry, trials, throttling). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at `at`: the demo seed issues its documents as if at their own moment. */
export const fixedClock = (at: Date): Clock => ({ now: () => at });
