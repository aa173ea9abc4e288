/**
 * Support sign-in link for one customer: `npm run crm-link -- <email>`. Prints a single-use
 * link, valid 15 minutes, that opens an assisted session (recorded in support_audit).
 */
import { SUPPORT_LINK_MINUTES } from '@mvno/contracts/product-constants/accounts';
import { resolveSecrets } from '../secrets';
import { createLinkDirectly, createLinkThroughServer, type LinkResult } from './support-link-client';
import { fail, loadConfigOrFail } from '../startup';

async function main(): Promise<void> {
  const email = process.argv
    .slice(2)
    .find((arg) => arg !== '--')
    ?.trim();
  if (!email) fail('Usage: npm run crm-link -- <customer email>');
  const config = loadConfigOrFail();
  const secrets = resolveSecrets(config);
  // With PostgreSQL every process may open the database; the embedded one belongs to the server.
  let result: LinkResult | undefined = config.databaseUrl
    ? undefined
    : await createLinkThroughServer(config, secrets, email);
  result ??= await createLinkDirectly(config, secrets, email);
  if (!result.ok) fail(`${result.message}: ${email}`);
  process.stderr.write(
    `Single-use support sign-in link for ${email}, valid ${SUPPORT_LINK_MINUTES} minutes:\n`,
  );
  process.stdout.write(`${result.url}\n`);
}

main().catch((error: unknown) => fail(`crm-link failed: ${(error as Error).message}`));
