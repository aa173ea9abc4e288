import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS } from '@mvno/contracts/staff-roles';
import { users } from '../../src/db/schema/accounts';
import { deriveKey } from '../../src/lib/secret-tokens';
import { AGENT_TOOL_PATH, SUPPORT_TOOL_HEADER } from '../../src/modules/accounts/accounts-module';
import {
  call,
  codeMailedTo,
  latestMailTo,
  linkTokenIn,
  registerCustomer,
  resetPassword,
  resetTokenMailedTo,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../support/auth';
import { TEST_SECRETS_ENV, useTestApp } from '../support/test-app';

const t = useTestApp({ overrides: { PUBLIC_URL: 'https://shop.example.com' } });
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run create-agent` as a process (asynchronously: the server it asks lives in this process). */
function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/create-agent.ts', ...args],
      { cwd: apiDir, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') return reject(error);
        resolve({ status: error ? (error.code as number) : 0, stdout, stderr });
      },
    );
  });
}

async function signInAsAgent(email: string, password: string) {
  const started = await call(t, 'POST', '/app/auth/agent/login', { body: { email, password } });
  expect(started.statusCode).toBe(200);
  const code = await codeMailedTo(t.database, email);
  return call(t, 'POST', '/app/auth/agent/verify', {
    body: { challenge: (started.json() as { challenge: string }).challenge, code },
  });
}

describe('npm run create-agent', () => {
  it('creates an agent who chooses a password with the printed link, then signs in with password and code', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-agent-'));
    const email = uniqueEmail('agent');
    try {
      const result = await runCli([email, 'Pat', 'Lee'], {
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: new URL(address).port,
        ...TEST_SECRETS_ENV,
      });

      expect(result.status).toBe(0);
      expect(result.stderr).toContain(`Created ${email}`);
      const token = linkTokenIn(result.stdout.trim(), '/reset-password');
      expect((await latestMailTo(t.database, email)).textBody).toContain(result.stdout.trim());
      const reset = await resetPassword(t, token);
      expect(reset.statusCode).toBe(200);
      const session = await signInAsAgent(email, STRONG_PASSWORD);
      expect(session.statusCode).toBe(200);
      expect(session.json().agent).toMatchObject({ email, firstName: 'Pat', lastName: 'Lee' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('gives an existing account the agent role; without the tool key the path does not exist', async () => {
    const customer = await registerCustomer(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: AGENT_TOOL_PATH,
      payload: { email: customer.email },
    });
    expect(refused.statusCode).toBe(404);

    const response = await t.app.inject({
      method: 'POST',
      url: AGENT_TOOL_PATH,
      headers: { [SUPPORT_TOOL_HEADER]: deriveKey(t.secrets.jwtSecret, 'support-link-tool') },
      payload: { email: customer.email, firstName: 'Ignored', lastName: 'Names' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row).toMatchObject({ role: 'agent', firstName: 'Ada' });
    expect((await signInAsAgent(customer.email, customer.password)).statusCode).toBe(200);
  });

  it('makes the first admin with `role: admin` (`--role admin`), who signs in with every permission', async () => {
    const email = uniqueEmail('admin');
    const response = await t.app.inject({
      method: 'POST',
      url: AGENT_TOOL_PATH,
      headers: { [SUPPORT_TOOL_HEADER]: deriveKey(t.secrets.jwtSecret, 'support-link-tool') },
      payload: { email, firstName: 'Ada', lastName: 'Admin', role: 'admin' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: true });
    await resetPassword(t, await resetTokenMailedTo(t.database, email));

    const session = await signInAsAgent(email, STRONG_PASSWORD);

    expect(session.statusCode).toBe(200);
    expect(session.json().agent).toEqual({
      id: expect.any(String),
      email,
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'admin',
      permissions: [...STAFF_PERMISSIONS],
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: AGENT_TOOL_PATH,
      headers: { [SUPPORT_TOOL_HEADER]: deriveKey(t.secrets.jwtSecret, 'support-link-tool') },
      payload: { email: uniqueEmail('x'), firstName: 'No', lastName: 'Role', role: 'owner' },
    });
    expect(refused.statusCode).toBe(400);
  });
});
