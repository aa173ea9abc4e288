/**
 * The prerendered public pages (apps/web/src/app/prerender.ts): the heading each shows, whether it
 * lists plans (all, or the popular ones). Each waits for its first use (decisions 036, 091: the cart
 * too, as an empty cart; a saved cart starts the app at once).
 */
export const PRERENDERED_PAGES = [
  { path: '/', heading: 'Wireless that keeps it simple.', plans: 'popular' },
  { path: '/shop', heading: 'Choose your plan', plans: 'all' },
  { path: '/about', heading: 'About Brightline Mobile' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/terms-and-conditions', heading: 'Terms and conditions' },
  { path: '/privacy-policy', heading: 'Privacy policy' },
  { path: '/contact-us', heading: 'Contact us' },
  { path: '/login', heading: 'Log in' },
  { path: '/register', heading: 'Create your account' },
  { path: '/cart', heading: 'Your cart' },
] as const;
