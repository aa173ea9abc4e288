/**
 * Referrals (decision 071): every customer's wallet has a referral code; a new customer (no renewal
 * paid yet) records the code they came with; once their first renewal is paid, the sweep pays both
 * sides once (configurable amounts, the referrer at most `perYear` times in any year), unless the two
 * share a card or an address (self-referral), which is refused.
 */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PROMOTIONAL_CREDIT_DAYS } from '@mvno/contracts/product-constants/wallet';
import { AppError, fieldError } from '../../../errors';
import { DAY_MS, type Clock } from '../../../lib/clock';
import type { Log } from '../../../lib/log';
import { toDollars } from '../../../lib/money';
import type { ReferralRepository } from './referral-repository';
import type { WalletRepository } from './wallet-repository';

const W = ACCOUNT_MESSAGES.wallet;

export type ReferralSettings = { referrerCents: number; referredCents: number; perYear: number };

export function createReferralService(deps: {
  referrals: ReferralRepository;
  wallet: WalletRepository;
  settings: ReferralSettings;
  clock: Clock;
  log: Log;
}) {
  const { referrals, wallet, settings, clock, log } = deps;

  return {
    async referralOf(userId: string) {
      const { referralCode } = await wallet.ensureWallet(userId);
      return {
        code: referralCode,
        referrerCredit: toDollars(settings.referrerCents),
        referredCredit: toDollars(settings.referredCents),
        referred: Boolean(await referrals.referralOf(userId)),
      };
    },

    async use(customerId: string, code: string): Promise<void> {
      const referrer = await wallet.findByCode(code.trim());
      if (!referrer) throw fieldError('code', W.codeNotFound);
      if (referrer.userId === customerId) throw fieldError('code', W.ownCode);
      if (await referrals.hasRenewed(customerId)) throw new AppError('CONFLICT', W.notNew);
      if (await referrals.samePerson(referrer.userId, customerId)) throw fieldError('code', W.ownCode);
      if (!(await referrals.record(referrer.userId, customerId)))
        throw new AppError('CONFLICT', W.alreadyReferred);
    },

    /** Decides every referral whose referred customer's first renewal was paid; answers how many. */
    async payDue(limit: number): Promise<number> {
      let decided = 0;
      for (const referral of await referrals.due(limit)) {
        const at = clock.now();
        const same = await referrals.samePerson(referral.referrerId, referral.referredId);
        if (same) {
          if (await referrals.decide(referral, { refused: same, at })) decided += 1;
          log.info({ referralId: referral.id, reason: same }, 'referral refused');
          continue;
        }
        const expiresAt = new Date(at.getTime() + PROMOTIONAL_CREDIT_DAYS * DAY_MS);
        const entry = (userId: string, side: 'referrer' | 'referred', amountCents: number) => ({
          userId,
          kind: 'referral' as const,
          amountCents,
          key: `referral-${referral.id}-${side}`,
          note: '',
          expiresAt,
          at,
        });
        const paid = await referrals.decide(referral, {
          at,
          yearStart: new Date(at.getTime() - 365 * DAY_MS),
          perYear: settings.perYear,
          referrer: entry(referral.referrerId, 'referrer', settings.referrerCents),
          referred: entry(referral.referredId, 'referred', settings.referredCents),
        });
        if (paid) decided += 1;
      }
      return decided;
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
