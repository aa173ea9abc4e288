import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { Config } from '../config';
import { AppError } from '../errors';
import { SUPPORT_TOOL_PATH } from '../modules/accounts/accounts-module';
import type { Secrets } from '../secrets';
import { postToLocalServer, withAccountsDirectly } from './accounts-tool';

export type LinkResult = { ok: true; url: string } | { ok: false; message: string };

/** Opens the database itself (PostgreSQL, or the embedded one when no server holds it). */
export async function createLinkDirectly(
  config: Config,
  secrets: Secrets,
  email: string,
): Promise<LinkResult> {
  return withAccountsDirectly(config, secrets, async (accounts) => {
    try {
      const link = await accounts.createSupportLink(email);
      return { ok: true, url: link.url };
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return { ok: false, message: error.userMessage };
      throw error;
    }
  });
}

/**
 * Asks the server running on this machine. Undefined when none answers, so the caller opens
 * the database itself. (PGlite may be opened by one process only.)
 */
export async function createLinkThroughServer(
  config: Config,
  secrets: Secrets,
  email: string,
): Promise<LinkResult | undefined> {
  const answer = await postToLocalServer(config, secrets, SUPPORT_TOOL_PATH, { email });
  if (!answer) return undefined;
  const { response, host } = answer;
  const body = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
  if (response.ok && body.url) return { ok: true, url: body.url };
  if (body.message === PRODUCT_MESSAGES.accounts.unknownCustomer) return { ok: false, message: body.message };
  return {
    ok: false,
    message: `The server at ${host}:${config.port} answered ${response.status} (${body.message ?? 'no message'}); is it this app, with the same JWT_SECRET? For`,
  };
}
