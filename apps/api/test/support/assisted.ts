/** Sessions opened by a support sign-in link (assisted), for the tests of what they may do. */
import { expect } from 'vitest';
import { SUPPORT_TOOL_HEADER, SUPPORT_TOOL_PATH } from '../../src/modules/accounts/accounts-module';
import { deriveKey } from '../../src/lib/secret-tokens';
import { call, linkTokenIn } from './auth';
import type { TestApp } from './test-app';

/** The session a support agent gets from the customer's support sign-in link. */
export async function assistedSessionOf(t: TestApp, email: string) {
  const link = await t.app.inject({
    method: 'POST',
    url: SUPPORT_TOOL_PATH,
    headers: { [SUPPORT_TOOL_HEADER]: deriveKey(t.secrets.jwtSecret, 'support-link-tool') },
    payload: { email },
  });
  const token = linkTokenIn(link.json().url, '/crm-login');
  const response = await call(t, 'POST', '/app/auth/crm-login', { body: { token } });
  expect(response.statusCode).toBe(200);
  return response.json() as { token: string; expiresAt: string; assisted: boolean };
}
