/** Time as the service sees it. Injected so tests can move it (retention, rate-limit windows, daily allowances). */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
