import { paths } from '../config/paths';

/**
 * The public pages the server sends as finished HTML (docs/decisions/015): static for every
 * visitor apart from the saved cart and the session, which the browser applies after start-up.
 * `module` is the page's key in the build manifest, for its styles and code to load with the
 * HTML; `plans` says the page shows the plan catalogue; `readsCart` that what it shows or does
 * depends on the saved cart beyond the header's count (the cart itself, and the account pages that go
 * on to the checkout with it), so a saved cart starts the app at once there (decision 116).
 */
export const PRERENDERED_PAGES = [
  { path: paths.home, module: 'src/app/pages/home.tsx', plans: true, waitsForUse: true },
  { path: paths.shop, module: 'src/app/pages/shop.ts', plans: true, waitsForUse: true },
  { path: paths.about, module: 'src/app/pages/about.ts', plans: false, waitsForUse: true },
  { path: paths.faq, module: 'src/app/pages/faq.ts', plans: false, waitsForUse: true },
  { path: paths.terms, module: 'src/app/pages/terms.ts', plans: false, waitsForUse: true },
  { path: paths.privacyPolicy, module: 'src/app/pages/privacy-policy.ts', plans: false, waitsForUse: true },
  { path: paths.contactUs, module: 'src/app/pages/contact-us.ts', plans: false, waitsForUse: true },
  { path: paths.login, module: 'src/app/pages/login.ts', plans: false, waitsForUse: true, readsCart: true },
  {
    path: paths.register,
    module: 'src/app/pages/register.ts',
    plans: false,
    waitsForUse: true,
    readsCart: true,
  },
  // The empty cart, with the hidden frame of a chosen plan: the first script shows a saved plan in
  // it (app/saved-cart.ts), and a saved cart starts the app at once (start-on-use.ts), decision 091.
  { path: paths.cart, module: 'src/app/pages/cart.ts', plans: false, waitsForUse: true, readsCart: true },
] as const;

/** The id of the `<script type="application/json">` holding the query data the page was rendered with. */
export const PRERENDERED_STATE_ID = 'prerendered-state';
