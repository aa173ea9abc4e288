/**
 * What the visitor's first taps did before the app ran (app/first-tap.ts answers them at once,
 * docs/decisions/064), for the app to carry on from when it starts.
 */
export type FirstTaps = {
  /** The header's menu is open. */
  menuOpen: boolean;
  /** Where the app goes once it runs (a chosen plan: the cart), or nothing. */
  goTo?: string;
  /** The chat's frame, opened at once on the launcher's tap until the app's panel takes its place. */
  chatFrame?: HTMLElement;
  /**
   * The first script showed the cart page in place (app/cart-in-place.ts, decision 109): the page is
   * no longer the one the server rendered, so the app renders afresh rather than adopting it.
   */
  pageInPlace?: boolean;
  /** The app has begun its first render (main.tsx): nothing more is shown in place from then on. */
  appRendering?: boolean;
};

const taps: FirstTaps = { menuOpen: false };

/** What the visitor's taps did before the app started (the header and main.tsx read it). */
export function firstTaps(): FirstTaps {
  return taps;
}

/** The app's chat panel is open: the frame opened in its place before the app ran goes (decision 091). */
export function endChatFrame(): void {
  taps.chatFrame?.remove();
  taps.chatFrame = undefined;
}
