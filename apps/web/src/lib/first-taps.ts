/**
 * What the visitor's first taps did before the app ran (app/first-tap.ts answers them at once,
 * docs/decisions/064), for the app to carry on from when it starts.
 */
export type FirstTaps = {
  /** The header's menu is open. */
  menuOpen: boolean;
  /** Where the app goes once it runs (a chosen plan: the cart), or nothing. */
  goTo?: string;
};

const taps: FirstTaps = { menuOpen: false };

/** What the visitor's taps did before the app started (the header and main.tsx read it). */
export function firstTaps(): FirstTaps {
  return taps;
}
