import type { APIRequestContext } from '@playwright/test';

export type PageMeta = { page: string; metaTitle: string; metaDescription: string };

/** The per-page metadata as the content service answers it, to compare the pages against. */
export async function fetchPageMeta(request: APIRequestContext): Promise<Map<string, PageMeta>> {
  const response = await request.get('/api/brightline-meta-datas?populate=*');
  const body = (await response.json()) as { data: { attributes: PageMeta }[] };
  return new Map(body.data.map((d) => [d.attributes.page, d.attributes]));
}

/** Every public route of SPEC §2 with its content-service page key. */
export const PUBLIC_ROUTES = [
  { path: '/', page: 'home' },
  { path: '/shop', page: 'shop' },
  { path: '/about', page: 'about' },
  { path: '/cart', page: 'cart' },
  { path: '/contact-us', page: 'contact-us' },
  { path: '/faq', page: 'faq' },
  { path: '/forgot-password', page: 'forgot-password' },
  { path: '/login', page: 'login' },
  { path: '/login-without-password', page: 'login-without-password' },
  { path: '/login-with-password', page: 'login-with-password' },
  { path: '/otp-login', page: 'otp-login' },
  { path: '/privacy-policy', page: 'privacy-policy' },
  { path: '/terms-and-conditions', page: 'terms-and-conditions' },
  { path: '/register', page: 'register' },
  { path: '/reset-password', page: 'reset-password' },
  { path: '/crm-login', page: 'crm-login' },
] as const;
