/**
 * The time plan periods and renewals are measured by (decision 017). In production it is the
 * system clock. Outside production it can be moved forward, so a test or a demo can reach a
 * renewal date without waiting days: every process keeps its own offset, and the test passes one
 * clock to every app instance it builds.
 */
export type Clock = { now: () => Date };

/** A clock that can be moved; starts at the system time, or at `start`. */
export type AdjustableClock = Clock & {
  /** Moves the clock forward (or back, with a negative value) by this many milliseconds. */
  advance: (ms: number) => void;
  /** How far the clock is from the system time, in milliseconds. */
  offsetMs: () => number;
};

export const systemClock: Clock = { now: () => new Date() };

export function createAdjustableClock(start?: Date): AdjustableClock {
  let offset = start ? start.getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    offsetMs: () => offset,
  };
}

export const DAY_MS = 24 * 60 * 60 * 1000;
