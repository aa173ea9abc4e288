import type { ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from '../lib/router';
import { paths } from '../config/paths';
import { Layout } from './layout';
import { ProtectedRoute } from '../features/shell/components/protected-route';
import { RouteError } from './route-error';

/** Each page is its own chunk, so the public pages load no account or checkout code. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** The inbox's old address leads to the inbox in the console, its query and hash kept. */
function ToInbox() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.careInbox, search, hash }} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, ...page(() => import('./pages/home')) },
      { path: paths.shop, ...page(() => import('./pages/shop')) },
      { path: paths.about, ...page(() => import('./pages/about')) },
      { path: paths.cart, ...page(() => import('./pages/cart')) },
      { path: paths.contactUs, ...page(() => import('./pages/contact-us')) },
      { path: paths.faq, ...page(() => import('./pages/faq')) },
      { path: paths.forgotPassword, ...page(() => import('./pages/forgot-password')) },
      { path: paths.login, ...page(() => import('./pages/login')) },
      { path: paths.loginWithoutPassword, ...page(() => import('./pages/login-without-password')) },
      { path: paths.loginWithPassword, ...page(() => import('./pages/login-with-password')) },
      { path: paths.otpLogin, ...page(() => import('./pages/otp-login')) },
      { path: paths.privacyPolicy, ...page(() => import('./pages/privacy-policy')) },
      { path: paths.terms, ...page(() => import('./pages/terms')) },
      { path: paths.register, ...page(() => import('./pages/register')) },
      { path: paths.resetPassword, ...page(() => import('./pages/reset-password')) },
      { path: paths.crmLogin, ...page(() => import('./pages/crm-login')) },
      { path: paths.acceptInvitation, ...page(() => import('./pages/accept-invitation')) },
      {
        element: <ProtectedRoute />,
        children: [
          { path: paths.checkout, ...page(() => import('./pages/checkout')) },
          { path: paths.dashboard, ...page(() => import('./pages/dashboard')) },
          { path: `${paths.dashboard}/:selection`, ...page(() => import('./pages/dashboard')) },
          { path: paths.invoices, ...page(() => import('./pages/invoices')) },
          { path: `${paths.invoices}/:documentId`, ...page(() => import('./pages/invoice')) },
        ],
      },
      { path: '*', ...page(() => import('./pages/not-found')) },
    ],
  },
  { path: paths.support, element: <ToInbox /> },
  {
    // The staff wing has a layout of its own (no shop header, no customer chat launcher); its
    // tools, the chat inbox among them, are sections of one page.
    path: paths.care,
    errorElement: <RouteError />,
    ...page(() => import('./pages/care')),
  },
  {
    path: `${paths.care}/:section`,
    errorElement: <RouteError />,
    ...page(() => import('./pages/care')),
  },
  {
    path: paths.stripeResponse,
    errorElement: <RouteError />,
    ...page(() => import('./pages/stripe-response')),
  },
];
