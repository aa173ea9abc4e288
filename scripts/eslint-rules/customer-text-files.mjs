/**
 * English-only for now (decision 059): the customer's pages whose texts are still written in the
 * markup, not yet through `t(…)`/`msg(…)` with their Spanish. `local/customer-text` lets these files
 * be and reports any of them that has no hard-coded text left, so this list only shrinks: take a
 * file off it when its texts are converted. A file of the list that no longer exists fails the lint
 * too (customerTextConfig below). Staff pages (features/care, entities/staff, entities/customer-verification)
 * stay English and are not checked at all.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export const ENGLISH_ONLY_FOR_NOW = [
  'apps/web/src/app/route-error.tsx',
  'apps/web/src/components/form/street-direction-field.tsx',
  'apps/web/src/components/ui/copy-text.tsx',
  'apps/web/src/components/ui/modal.tsx',
  'apps/web/src/components/ui/password-input.tsx',
  'apps/web/src/entities/order/components/address-fields.tsx',
  'apps/web/src/entities/order/components/order-summary.tsx',
  'apps/web/src/entities/order/components/pay-button.tsx',
  'apps/web/src/entities/order/components/payment-method-picker.tsx',
  'apps/web/src/entities/user/step-up-dialog.tsx',
  'apps/web/src/features/auth/components/assisted-banner.tsx',
  'apps/web/src/features/auth/components/crm-login-page.tsx',
  'apps/web/src/features/auth/components/forgot-password-page.tsx',
  'apps/web/src/features/auth/components/login-with-password-page.tsx',
  'apps/web/src/features/auth/components/login-without-password-page.tsx',
  'apps/web/src/features/auth/components/otp-login-form.tsx',
  'apps/web/src/features/auth/components/otp-login-page.tsx',
  'apps/web/src/features/auth/components/passkey-sign-in.tsx',
  'apps/web/src/features/auth/components/reset-password-form.tsx',
  'apps/web/src/features/auth/components/reset-password-page.tsx',
  'apps/web/src/features/auth/components/second-step-form.tsx',
  'apps/web/src/features/cart/components/cart-choices-form.tsx',
  'apps/web/src/features/chat/components/chat-launcher.tsx',
  'apps/web/src/features/chat/components/chat-panel.tsx',
  'apps/web/src/features/checkout/components/plan-summary.tsx',
  'apps/web/src/features/checkout/components/promo-code-field.tsx',
  'apps/web/src/features/contact/components/contact-form.tsx',
  'apps/web/src/features/contact/components/contact-page.tsx',
  'apps/web/src/features/lines/components/add-data-dialog.tsx',
  'apps/web/src/features/lines/components/add-line-choice-steps.tsx',
  'apps/web/src/features/lines/components/add-line-dialog.tsx',
  'apps/web/src/features/lines/components/add-line-payment.tsx',
  'apps/web/src/features/lines/components/add-line-result.tsx',
  'apps/web/src/features/lines/components/carrier-help.tsx',
  'apps/web/src/features/lines/components/device-dialog.tsx',
  'apps/web/src/features/lines/components/emergency-address-dialog.tsx',
  'apps/web/src/features/lines/components/esim-activation.tsx',
  'apps/web/src/features/lines/components/line-cancellation.tsx',
  'apps/web/src/features/lines/components/line-card.tsx',
  'apps/web/src/features/lines/components/line-renewal.tsx',
  'apps/web/src/features/lines/components/lines-section.tsx',
  'apps/web/src/features/lines/components/nickname-dialog.tsx',
  'apps/web/src/features/lines/components/plan-change-dialog.tsx',
  'apps/web/src/features/lines/components/port-eligibility-dialog.tsx',
  'apps/web/src/features/lines/components/port-in-modal.tsx',
  'apps/web/src/features/lines/components/port-timeline.tsx',
  'apps/web/src/features/lines/components/post-payment-port-in.tsx',
  'apps/web/src/features/lines/components/quick-sim-check-dialog.tsx',
  'apps/web/src/features/lines/components/renew-dialog.tsx',
  'apps/web/src/features/lines/components/scheduled-plan-change.tsx',
  'apps/web/src/features/lines/components/sim-change-dialog.tsx',
  'apps/web/src/features/lines/components/transfer-pin-dialog.tsx',
  'apps/web/src/features/marketing/components/about-page.tsx',
  'apps/web/src/features/marketing/components/legal-page.tsx',
  'apps/web/src/features/notifications/components/notification-stack.tsx',
  'apps/web/src/features/payments/components/card-tile.tsx',
  'apps/web/src/features/payments/components/month-year-picker.tsx',
  'apps/web/src/features/payments/components/order-cards.tsx',
  'apps/web/src/features/payments/components/order-history-full.tsx',
  'apps/web/src/features/payments/components/order-history.tsx',
  'apps/web/src/features/payments/components/order-table.tsx',
  'apps/web/src/features/payments/components/payment-details-modal.tsx',
  'apps/web/src/features/payments/components/saved-cards.tsx',
  'apps/web/src/features/plans/components/popular-plans.tsx',
  'apps/web/src/features/privacy/components/privacy-section.tsx',
  'apps/web/src/features/profile/components/account-pin-card.tsx',
  'apps/web/src/features/profile/components/account-pin-dialog.tsx',
  'apps/web/src/features/profile/components/add-passkey-dialog.tsx',
  'apps/web/src/features/profile/components/change-password-dialog.tsx',
  'apps/web/src/features/profile/components/code-entry.tsx',
  'apps/web/src/features/profile/components/edit-address-dialog.tsx',
  'apps/web/src/features/profile/components/edit-email-dialog.tsx',
  'apps/web/src/features/profile/components/edit-name-dialog.tsx',
  'apps/web/src/features/profile/components/edit-phone-dialog.tsx',
  'apps/web/src/features/profile/components/number-lock-card.tsx',
  'apps/web/src/features/profile/components/number-unlock-dialog.tsx',
  'apps/web/src/features/profile/components/passkeys-card.tsx',
  'apps/web/src/features/profile/components/profile-section.tsx',
  'apps/web/src/features/profile/components/recovery-codes.tsx',
  'apps/web/src/features/profile/components/security-card.tsx',
  'apps/web/src/features/profile/components/sessions-card.tsx',
  'apps/web/src/features/profile/components/setting-section.tsx',
  'apps/web/src/features/profile/components/totp-setup-dialog.tsx',
  'apps/web/src/features/profile/components/two-factor-card.tsx',
  'apps/web/src/features/shell/components/not-found-page.tsx',
  'apps/web/src/features/shell/components/site-banner.tsx',
  'apps/web/src/features/stripe-response/components/stripe-response-page.tsx',
];

/** Pages only staff see: the console is English (decision 053). */
const STAFF_ONLY = [
  'apps/web/src/features/care/**',
  'apps/web/src/entities/staff/**',
  'apps/web/src/entities/customer-verification/**',
];

/** The eslint.config.js entry of `local/customer-text`: every page file of the web app but tests. */
export function customerTextConfig(root) {
  const gone = ENGLISH_ONLY_FOR_NOW.filter((file) => !existsSync(path.join(root, file)));
  if (gone.length > 0) {
    throw new Error(`ENGLISH_ONLY_FOR_NOW lists files that do not exist: ${gone.join(', ')}`);
  }
  return {
    files: ['apps/web/src/**/*.tsx'],
    ignores: [
      'apps/web/src/**/*.test.tsx',
      'apps/web/src/test/**',
      'apps/web/src/**/testing/**',
      ...STAFF_ONLY,
    ],
    rules: { 'local/customer-text': ['error', { englishOnly: ENGLISH_ONLY_FOR_NOW }] },
  };
}
