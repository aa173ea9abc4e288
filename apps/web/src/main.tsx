import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { PRERENDERED_STATE_ID } from './app/prerender';
import { restoreCart } from './app/restore-cart';
import { appStarted, typedBeforeStart } from './app/start-on-use';
import { afterAppStarted } from './app/first-tap';
import { firstTaps } from './lib/first-taps';
import { readTypedFields, restoreTypedFields, watchTypedFields } from './app/typed-fields';
import { routes } from './app/router';
import { createBrowserRouter, createPath } from './lib/router';
import { focusNewPage } from './lib/router/route-focus';
import { applyLanguage, loadLanguage, startLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { useAppStore } from './lib/store';
// The app's styles are this chunk's: the server names them in every page (inline on a prerendered
// one), ahead of the first script (boot.ts), which has none.
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const stateTag = document.getElementById(PRERENDERED_STATE_ID);
if (stateTag?.textContent) hydrate(queryClient, JSON.parse(stateTag.textContent) as DehydratedState);

// No top-level await: it would make the build split the entry's modules into many small files,
// since page chunks could then no longer import from the entry.
// The router loads the code of the page it starts on before it renders anything, so the first
// render shows the page as the prerendered HTML does rather than an empty outlet.
const router = createBrowserRouter(routes);
// The page's language and its catalogue before the first render (decision 053): a Spanish page
// hydrates in Spanish.
const language = startLanguage(window.location.pathname);
void Promise.all([restoreCart(), router.ready, loadLanguage(language)]).then(async () => {
  // From here the first script shows no page in place (app/cart-in-place.ts, decision 109); one it
  // showed after the router was made is where the router starts.
  const taps = firstTaps();
  taps.appRendering = true;
  const here = createPath(window.location);
  if (createPath(router.state.location) !== here) await router.navigate(here, { replace: true, exact: true });
  applyLanguage(language);
  const typed = readTypedFields(container);
  // Typed between this read and the first render, into the page that render replaces.
  const typedMeanwhile = watchTypedFields(container);
  // What the visitor typed so far: read here, held by the first script, typed since (the latest wins).
  const typedSoFar = (meanwhile: { name: string; value: string }[]) => {
    const fields = new Map(typed.map(({ name, value }) => [name, value]));
    for (const [name, value] of typedBeforeStart()) fields.set(name, value);
    for (const { name, value } of meanwhile) fields.set(name, value);
    return [...fields].map(([name, value]) => ({ name, value }));
  };
  // As the first render reaches the page (a render afresh replaces the prerendered form): the text
  // typed so far goes into the app's fields and the focus back into the field that had it, before
  // the next key, which would otherwise land nowhere (decision 098).
  const onFirstCommit = () => {
    restoreTypedFields(container, typedSoFar(typedMeanwhile.typed()));
    typedMeanwhile.refocus();
    // The page shown in place had the focus on its heading: the app's heading takes it.
    const active = document.activeElement;
    if (taps.pageInPlace && (!active || active === document.body)) focusNewPage();
  };
  // Once the first render is on screen: the text typed before it goes back into the forms again
  // (after the forms' own effects; what the visitor typed while the app started overrides what was
  // read here), then what the visitor did before the app ran is done (boot.ts holds it).
  const onStarted = () => {
    restoreTypedFields(container, typedSoFar(typedMeanwhile.stop()));
    appStarted();
    afterAppStarted();
    // A plan chosen before the app ran is in the cart already (app/first-tap.ts): on to the cart.
    const goTo = taps.goTo;
    if (goTo) void router.navigate(goTo);
  };
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} onStarted={onStarted} onFirstCommit={onFirstCommit} />
    </StrictMode>
  );
  // The server prerenders pages as an anonymous visitor with an empty cart sees them. Such a
  // visitor's browser adopts that HTML (hydration); anyone else's renders afresh over it in one
  // step, so nothing flashes and React reports no mismatch.
  const { isLoggedIn, cart, email, notifications } = useAppStore.getState();
  const seesPrerendered =
    !isLoggedIn &&
    Object.keys(cart).length === 0 &&
    email === '' &&
    notifications.length === 0 &&
    !taps.pageInPlace;
  // Both run as a transition: React then works in slices of a few milliseconds and gives the main
  // thread back in between, so a tap or a scroll while the app starts is answered at once instead of
  // waiting for one long task (the page is already visible: prerendered, or the shell's spinner).
  startTransition(() => {
    if (stateTag && seesPrerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
