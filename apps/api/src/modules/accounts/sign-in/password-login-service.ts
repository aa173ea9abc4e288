import { randomBytes } from 'node:crypto';
import type { Session } from '@mvno/contracts/api/auth';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { isStaffRole } from '@mvno/contracts/staff-roles';
import { AppError } from '../../../errors';
import { hashPassword, passwordHashCost, verifyPassword } from '../../../lib/password-hasher';
import type { ClientInfo, UserRecord } from '../accounts-types';
import { normalizeEmail, type AccountDeps } from '../account/account-deps';
import type { AccountGuard } from './account-guard';

/**
 * A hash with the parameters new hashes get, checked when no account matches, so both paths cost the
 * same (made again should the cost change, as tests do: decision 100).
 */
let dummy: { cost: object; hash: Promise<string> } | undefined;
function getDummyHash(): Promise<string> {
  const cost = passwordHashCost();
  if (dummy?.cost !== cost) dummy = { cost, hash: hashPassword(randomBytes(16).toString('hex')) };
  return dummy.hash;
}

/**
 * The second step of a sign-in whose first step was right: with the authenticator app on, its code
 * (or a recovery code) is needed too; without one a 401 with the field error `totpCode`.
 */
export type SecondStep = (user: UserRecord, totpCode: string | undefined) => Promise<void>;

/**
 * Who signs in where: customers at the shop (a customer session), staff at the console (a staff
 * session). An account of the other kind is answered exactly as a wrong password.
 */
export type SignInAudience = 'customer' | 'staff';

const PAUSED: Record<SignInAudience, string> = {
  customer: PRODUCT_MESSAGES.accounts.passwordSignInPaused,
  staff: STAFF_MESSAGES.signIn.passwordSignInPaused,
};

export function createPasswordLoginService(deps: AccountDeps, guard: AccountGuard, secondStep: SecondStep) {
  async function checkPassword(
    email: string,
    password: string,
    ip: string,
    audience: SignInAudience,
  ): Promise<UserRecord> {
    const account = normalizeEmail(email);
    await deps.limiter.consume('login-ip', deps.limits.loginPerIp, ip);
    await deps.limiter.consume('login-account-ip', deps.limits.loginPerAccountIp, `${account}|${ip}`);
    // Counted before the check, so parallel tries cannot slip past; the right password still
    // works after the wait (decision 013) and gives its try back (decision 045).
    await guard.slowDown('password', account);
    // Past the hour's bound of wrong passwords no password of this address is checked, right or
    // wrong, account or none: the same answer for all, and the owner signs in with an emailed
    // code meanwhile (staff: the code, then the password).
    if (await guard.passwordChecksSpent(account)) throw new AppError('UNAUTHORIZED', PAUSED[audience]);
    const user = await deps.users.findByEmail(account);
    const hash = user?.passwordHash ?? (await getDummyHash());
    const matches = await verifyPassword(hash, password);
    // A staff account at the shop, or a customer's at the console, is a wrong password: its try
    // stays counted, so the answers say nothing about which addresses are staff.
    if (!user?.passwordHash || !matches || isStaffRole(user.role) !== (audience === 'staff'))
      throw new AppError('UNAUTHORIZED', PRODUCT_MESSAGES.accounts.wrongCredentials);
    await guard.passwordWasRight(account);
    await deps.limiter.clear('login-account-ip', `${account}|${ip}`);
    return user;
  }

  return {
    /** Warms the dummy hash so the first unknown-email login is not slower than the rest. */
    prepare: () => getDummyHash().then(() => undefined),

    async login(email: string, password: string, client: ClientInfo, totpCode?: string): Promise<Session> {
      const user = await checkPassword(email, password, client.ip, 'customer');
      await secondStep(user, totpCode);
      return deps.sessions.startSession(user, { client, method: 'password' });
    },

    /** The account whose password this is (under the login limits); the agents' sign-in uses it too. */
    checkPassword,
  };
}

export type PasswordLoginService = ReturnType<typeof createPasswordLoginService>;
