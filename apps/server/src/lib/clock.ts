/** The application's clock; tests replace it to move time (session expiry, trials, throttling). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
