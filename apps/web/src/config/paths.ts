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
  /** A family account's invitation link (decision 072); its token is the fragment. */
  acceptInvitation: '/members/accept',
  dashboard: '/dashboard',
  dashboardSection: (selection: string) => `/dashboard/${selection}`,
  /** The customer's invoices and credit notes, and one of them (decision 069). */
  invoices: '/invoices',
  invoice: (documentId: string) => `/invoices/${documentId}`,
  stripeResponse: '/stripe-response',
  /** The chat inbox's old address: it leads to the inbox in the console (docs/decisions/050). */
  support: '/support',
  /** The care console (docs/decisions/028, 050), outside the shared layout; the chat inbox is its tool. */
  care: '/care',
  careSection: (section: string) => `/care/${section}`,
  careInbox: '/care/inbox',
} as const;

export const DASHBOARD_SECTIONS = ['profile', 'payment', 'setting', 'members'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];
