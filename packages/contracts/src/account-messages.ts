/**
 * Texts only the signed-in customer's pages show (step-up, two-factor sign-in, SIM change, cancel a line,
 * a lost phone, data add-ons, my data, the renewal consent at checkout), apart from PRODUCT_MESSAGES:
 * every public page ships PRODUCT_MESSAGES in its first script, and none of these is read there.
 */
import { accountDeletion } from './product-messages/account-deletion';
import { accountPin } from './product-messages/account-pin';
import { assisted } from './product-messages/assisted';
import { emergencyAddress } from './product-messages/emergency-address';
import { lineCancellation } from './product-messages/line-cancellation';
import { lostPhone } from './product-messages/lost-phone';
import { members } from './product-messages/members';
import { myData } from './product-messages/my-data';
import { notices } from './product-messages/notices';
import { passkeys, security } from './product-messages/passkeys';
import { renewalConsent } from './product-messages/renewal-consent';
import { simChange } from './product-messages/sim-change';
import { stepUp, twoFactor } from './product-messages/step-up';
import { topUps } from './product-messages/top-ups';
import { wallet } from './product-messages/wallet';
import { memberControls } from './product-messages/member-controls';

export const ACCOUNT_MESSAGES = {
  stepUp,
  twoFactor,
  passkeys,
  security,
  simChange,
  lineCancellation,
  lostPhone,
  topUps,
  myData,
  renewalConsent,
  accountDeletion,
  emergencyAddress,
  assisted,
  accountPin,
  wallet,
  members,
  notices,
  memberControls,
} as const;
