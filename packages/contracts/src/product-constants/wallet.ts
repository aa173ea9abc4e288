// Account credit and referrals (docs/decisions/071-account-credit-and-referrals.md).
import type { StaffRole } from '../staff-roles';

/** The amounts, in cents, a customer may load onto their wallet with a saved card (no tax: tax is paid when service is bought). */
export const WALLET_LOAD_CENTS = [10_00, 20_00, 50_00] as const;
/** The most goodwill credit, in cents, one grant of a staff member of each role may give; 0: none. */
export const GOODWILL_LIMIT_CENTS: Record<StaffRole, number> = {
  agent: 10_00,
  supervisor: 50_00,
  catalogue_editor: 0,
  content_editor: 0,
  finance: 0,
  admin: 200_00,
};
/** Days after which goodwill and referral credit not yet spent expires (loaded credit never does). */
export const PROMOTIONAL_CREDIT_DAYS = 365;
/** Defaults of the referral settings (WALLET_REFERRER_CENTS, WALLET_REFERRED_CENTS, WALLET_REFERRALS_PER_YEAR). */
export const REFERRAL_DEFAULTS = { referrerCents: 20_00, referredCents: 20_00, perYear: 5 } as const;
/** Entries the wallet card and the care console show, newest first. */
export const WALLET_ENTRIES_SHOWN = 50;
