/**
 * The page's first script (index.html): small, without React. It loads the card provider's script,
 * then starts the app (main.tsx): at once, or on the first use of
 * a prerendered page by an anonymous visitor with an empty cart (app/start-on-use.ts,
 * docs/decisions/036), so that such a page's load evaluates none of the app's JavaScript.
 */
import { holdUntilStarted, startOnFirstUse, waitsForFirstUse } from './app/start-on-use';
import { appLoading } from './app/first-tap';
import { showSavedCart, showSavedCount } from './app/saved-cart';
import { prefetchAppCodeAfterLoad } from './app/app-code-later';
import { runtimeConfig } from './config/runtime';
import { PRERENDERED_STATE_ID } from './app/prerender';
import { startLanguage } from './lib/i18n/language-choice';
import { isSpanishPath, pathIn } from './lib/i18n/locale-path';
import { loadCardProviderScript } from './entities/card/card-provider-script';

// The card provider's script loads at start-up when the server names its public key (SPEC §7).
loadCardProviderScript(runtimeConfig.cardProviderKey);

// A visitor whose kept choice or browser prefers Spanish, on an English prerendered page, goes to
// its Spanish address before anything runs (decision 053).
const language = startLanguage(location.pathname);
if (
  document.getElementById(PRERENDERED_STATE_ID) &&
  language !== 'en-US' &&
  !isSpanishPath(location.pathname)
) {
  location.replace(`${pathIn(language, location.pathname)}${location.search}${location.hash}`);
}

// A saved plan shows on the cart page, and in the header's count, before the app runs (decisions 091, 116).
showSavedCart();
showSavedCount();
holdUntilStarted();
let starting = false;
const start = () => {
  starting = true;
  // The first taps answered at once stop here: the app's start takes over (app/first-tap.ts).
  appLoading();
  void import('./main');
};
if (waitsForFirstUse()) {
  startOnFirstUse(start);
  // The app's code comes into the cache once the page has loaded (decision 098).
  prefetchAppCodeAfterLoad(() => starting);
} else start();
