import { getWallet, loadWallet, useReferralCode } from '@mvno/contracts/api/wallet';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { ReferralService } from './referral-service';
import type { WalletService } from './wallet-service';

/** The customer's wallet: its view with the referral code, loading it, the code they came with. */
export function registerWalletRoutes(
  router: Router<Customer>,
  wallet: WalletService,
  referrals: ReferralService,
) {
  const view = async (userId: string) => ({
    ...(await wallet.walletOf(userId)),
    referral: await referrals.referralOf(userId),
  });
  router.add(getWallet, ({ user }) => view(user.id));
  router.add(loadWallet, async ({ user, body }) => {
    const outcome = await wallet.load(user, body);
    return { ...outcome, wallet: await view(user.id) };
  });
  router.add(useReferralCode, async ({ user, body }) => {
    await referrals.use(user.id, body.code);
    return { message: ACCOUNT_MESSAGES.wallet.referredBy, wallet: await view(user.id) };
  });
}
