/**
 * Tries against one account from many addresses (decision 013). Every try for an email address
 * is counted in PostgreSQL (so every process sees it, Redis or not: decision 045), whether or not an
 * account uses the address: the answer, its delay and its timing say nothing about the account.
 * Past a threshold each further try waits, longer and longer up to a cap, and is then answered
 * as usual: never refused, so an attacker cannot lock the owner out. The wait holds no database
 * connection. The owner is told by mail, from the queue after the answer, once an hour at most.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { LimitRule } from '../../../lib/rate-limiter';
import { normalizeEmail, type AccountDeps } from '../account/account-deps';
import { accountAttackMail } from '../account/account-mails';
import { slowdownMs, type LimitName } from './auth-limits';
import { inLanguage } from '../../../lib/mail';

export type AttackKind = 'password' | 'code-entry' | 'code-request' | 'reset-request';

const RULES: Record<AttackKind, LimitName> = {
  password: 'passwordSlowdownPerAccount',
  'code-entry': 'codeEntrySlowdownPerAccount',
  'code-request': 'codeRequestSlowdownPerAccount',
  'reset-request': 'resetRequestSlowdownPerAccount',
};

export const ATTACK_NOTICE_JOB = 'account-attack-notice';

/** At most one notice per account in this window, whichever kind of try crossed its threshold. */
const NOTICE_RULE: LimitRule = { max: 1, windowMs: 60 * 60_000 };

type AttackNotice = { email: string; kind: AttackKind; at: string };

export function createAccountGuard(deps: AccountDeps) {
  deps.jobs.define<AttackNotice>(
    ATTACK_NOTICE_JOB,
    async ({ email, kind, at }) => {
      const user = await deps.users.findByEmail(email);
      if (!user) return;
      if ((await deps.accountLimiter.count('attack-notice', NOTICE_RULE, email)) > NOTICE_RULE.max) return;
      await deps.mail.send(
        accountAttackMail(user.email, kind, new Date(at), inLanguage(deps.mailContext, user.language)),
      );
    },
    { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 },
  );

  const notify = (address: string, kind: AttackKind) =>
    deps.jobs.send<AttackNotice>(ATTACK_NOTICE_JOB, { email: address, kind, at: new Date().toISOString() });

  return {
    /**
     * Counts a password check for the address in the hour; answers true once past the bound,
     * when the password must not be checked at all (the owner signs in with an emailed code).
     * The first try past it queues the owner's notice (deduplicated with the slowdown's).
     * Counted before the check so that parallel tries cannot slip past; a right password gives
     * its try back (`passwordWasRight`), so only wrong passwords spend the bound (decision 045).
     */
    async passwordChecksSpent(email: string): Promise<boolean> {
      const address = normalizeEmail(email);
      const rule = deps.limits.passwordChecksPerAccount;
      const over = (await deps.accountLimiter.count('password-checks', rule, address)) - rule.max;
      if (over === 1) await notify(address, 'password');
      return over > 0;
    },

    /**
     * Counts a try for the address and, past the threshold, waits before the caller goes on.
     * The first try past it queues the owner's notice (for an unknown address too: the job
     * finds no account and sends nothing).
     */
    async slowDown(kind: AttackKind, email: string): Promise<void> {
      const address = normalizeEmail(email);
      const rule = deps.limits[RULES[kind]];
      const over = (await deps.accountLimiter.count(`slowdown-${kind}`, rule, address)) - rule.max;
      if (over <= 0) return;
      if (over === 1) await notify(address, kind);
      await sleep(slowdownMs(over, deps.slowdown));
    },

    /**
     * The password just checked was the account's own: its try is given back to the hour's bound
     * and to the slowdown, so the owner's sign-ins never spend them nor mail the attack notice.
     */
    async passwordWasRight(email: string): Promise<void> {
      const address = normalizeEmail(email);
      await deps.accountLimiter.giveBack('password-checks', deps.limits.passwordChecksPerAccount, address);
      await deps.accountLimiter.giveBack('slowdown-password', deps.limits[RULES.password], address);
    },
  };
}

export type AccountGuard = ReturnType<typeof createAccountGuard>;
