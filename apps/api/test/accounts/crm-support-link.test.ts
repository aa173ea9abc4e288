import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SUPPORT_LINK_MINUTES } from '@mvno/contracts/product-constants/accounts';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { linkTokens, supportAudit } from '../../src/db/schema/accounts';
import { SUPPORT_TOOL_HEADER, SUPPORT_TOOL_PATH } from '../../src/modules/accounts/accounts-module';
import { deriveKey } from '../../src/lib/secret-tokens';
import {
  call,
  claimsOf,
  expectSessionFor,
  linkTokenIn,
  OTHER_PASSWORD,
  registerCustomer,
  uniqueEmail,
  viewUserStatus,
} from '../support/auth';
import { TEST_SECRETS_ENV, useTestApp } from '../support/test-app';
import { usesPostgres } from '../support/test-database';

const t = useTestApp({ overrides: { PUBLIC_URL: 'https://shop.example.com' } });
const EXCHANGE = '/app/auth/crm-login';
const INVALID = { message: PRODUCT_MESSAGES.accounts.supportLinkInvalid };
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function askServerForLink(email: string, key = deriveKey(t.secrets.jwtSecret, 'support-link-tool')) {
  return t.app.inject({
    method: 'POST',
    url: SUPPORT_TOOL_PATH,
    headers: { [SUPPORT_TOOL_HEADER]: key },
    payload: { email },
  });
}

async function supportLinkToken(email: string): Promise<string> {
  const response = await askServerForLink(email);
  expect(response.statusCode).toBe(200);
  return linkTokenIn(response.json().url, '/crm-login');
}

describe('support sign-in link', () => {
  it('creates a single-use link to PUBLIC_URL/crm-login valid 15 minutes, kept only hashed', async () => {
    const customer = await registerCustomer(t);

    const response = await askServerForLink(customer.email.toUpperCase());

    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/shop\.example\.com\/crm-login\?token=[\w-]{43}$/);
    const [row] = await t.database.db.select().from(linkTokens);
    expect(row).toMatchObject({ userId: customer.user.id, purpose: 'support_sign_in', usedAt: null });
    expect(Math.round((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000)).toBe(
      SUPPORT_LINK_MINUTES,
    );
    expect(response.json().url).not.toContain(row!.tokenHash);
  });

  it('exchanges the link for an assisted session and records it in the support audit', async () => {
    const customer = await registerCustomer(t);
    const token = await supportLinkToken(customer.email);

    const response = await call(t, 'POST', EXCHANGE, { body: { token }, ip: '192.0.2.44' });

    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session.user.id).toBe(customer.user.id);
    expectSessionFor(session, customer.user.id, true);
    expect(await viewUserStatus(t, session.token)).toBe(200);
    const audit = await t.database.db
      .select()
      .from(supportAudit)
      .where(eq(supportAudit.action, 'assisted_sign_in'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ userId: customer.user.id, ip: '192.0.2.44' });
    expect(audit[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("refuses a password change in an assisted session: the password is the customer's to change (decision 043)", async () => {
    const customer = await registerCustomer(t);
    const token = await supportLinkToken(customer.email);
    const session = (await call(t, 'POST', EXCHANGE, { body: { token } })).json();

    const response = await call(t, 'POST', '/app/users/changepassword', {
      token: session.token,
      body: {
        currentPassword: customer.password,
        newPassword: OTHER_PASSWORD,
        confirmNewPassword: OTHER_PASSWORD,
      },
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toStrictEqual({ message: ACCOUNT_MESSAGES.assisted.changeRefused });
    expect(claimsOf(session.token)).toMatchObject({ sub: customer.user.id, asst: true });
  });

  it('refuses the link a second time, and an expired or unknown link, without an audit row', async () => {
    const customer = await registerCustomer(t);
    const used = await supportLinkToken(customer.email);
    expect((await call(t, 'POST', EXCHANGE, { body: { token: used } })).statusCode).toBe(200);

    const reused = await call(t, 'POST', EXCHANGE, { body: { token: used } });
    const expiredToken = await supportLinkToken(customer.email);
    await t.database.db.update(linkTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await call(t, 'POST', EXCHANGE, { body: { token: expiredToken } });
    const unknown = await call(t, 'POST', EXCHANGE, { body: { token: 'made-up' } });

    for (const response of [reused, expired, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toStrictEqual(INVALID);
    }
    expect(
      await t.database.db.select().from(supportAudit).where(eq(supportAudit.action, 'assisted_sign_in')),
    ).toHaveLength(1);
  });

  it('hides the tool path without the right key, and names an unknown customer with it', async () => {
    await registerCustomer(t);

    const noKey = await t.app.inject({
      method: 'POST',
      url: SUPPORT_TOOL_PATH,
      payload: { email: 'a@example.com' },
    });
    const wrongKey = await askServerForLink('a@example.com', 'guess');
    const unknown = await askServerForLink(uniqueEmail('nobody'));

    expect(noKey.statusCode).toBe(404);
    expect(wrongKey.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toStrictEqual({ message: PRODUCT_MESSAGES.accounts.unknownCustomer });
    expect(await t.database.db.select().from(linkTokens)).toHaveLength(0);
  });
});

// The tool opens the embedded database of its own data folder (or asks the server holding it),
// whichever database the suite runs on: it runs on the first pass (PGlite) only.
describe.runIf(!usesPostgres())('npm run crm-link', () => {
  /** Runs the tool as a process; asynchronously, as the server it may ask lives in this process. */
  function runCli(email: string, env: Record<string, string>) {
    return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/cli/crm-link.ts', email],
        { cwd: apiDir, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env }, timeout: 60_000 },
        (error, stdout, stderr) => {
          if (error && typeof error.code !== 'number') return reject(error);
          resolve({ status: error ? (error.code as number) : 0, stdout, stderr });
        },
      );
    });
  }

  it('prints a working link, asking the server that holds the embedded database', async () => {
    const customer = await registerCustomer(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-crm-'));
    try {
      const result = await runCli(customer.email, {
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: new URL(address).port,
        ...TEST_SECRETS_ENV,
      });

      expect(result.stderr).toContain(`valid ${SUPPORT_LINK_MINUTES} minutes`);
      expect(result.status).toBe(0);
      const token = linkTokenIn(result.stdout.trim(), '/crm-login');
      expect((await call(t, 'POST', EXCHANGE, { body: { token } })).statusCode).toBe(200);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // The tool opens and migrates an embedded database of its own: seconds alone, more on a busy machine.
  it(
    'exits 1 with a message for an unknown email (opening the database itself)',
    { timeout: 90_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-crm-'));
      try {
        const result = await runCli('nobody@example.com', { DATA_DIR: dataDir, PORT: '1' });

        expect(result.status).toBe(1);
        expect(result.stderr).toContain(`${PRODUCT_MESSAGES.accounts.unknownCustomer}: nobody@example.com`);
        expect(result.stdout).toBe('');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
