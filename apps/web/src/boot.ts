/**
 * The page's first script (index.html): small, without React. It loads the card provider's script,
 * then starts the app (main.tsx): at once, or on the first use of
 * a prerendered page by an anonymous visitor with an empty cart (app/start-on-use.ts,
 * docs/decisions/036), so that such a page's load evaluates none of the app's JavaScript.
 */
import { holdUntilStarted, startOnFirstUse, waitsForFirstUse } from './app/start-on-use';
import { runtimeConfig } from './config/runtime';
import { loadCardProviderScript } from './entities/card/card-provider-script';

// The card provider's script loads at start-up when the server names its public key (SPEC §7).
loadCardProviderScript(runtimeConfig.cardProviderKey);

holdUntilStarted();
const start = () => void import('./main');
if (waitsForFirstUse()) startOnFirstUse(start);
else start();
