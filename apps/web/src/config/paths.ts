/** Every route of SPEC §2 in one place. */
export const paths = {
  home: '/',
  shop: '/shop',
  about: '/about',
  cart: '/cart',
  checkout: '/cart/checkout',
  contactUs: '/contact-us',
  faq: '/faq',
  forgotPassword: '/forgot-password',
  login: '/login',
  loginWithoutPassword: '/login-without-password',
  loginWithPassword: '/login-with-password',
  otpLogin: '/otp-login',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-conditions',
  register: '/register',
  resetPassword: '/reset-password',
  crmLogin: '/crm-login',
  dashboard: '/dashboard',
  dashboardSection: (selection: string) => `/dashboard/${selection}`,
  stripeResponse: '/stripe-response',
  /** The support agents' inbox (docs/decisions/012), outside the shared layout. */
  support: '/support',
  /** The care console (docs/decisions/028), outside the shared layout. */
  care: '/care',
  careSection: (section: string) => `/care/${section}`,
} as const;

export const DASHBOARD_SECTIONS = ['profile', 'payment', 'setting'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];
