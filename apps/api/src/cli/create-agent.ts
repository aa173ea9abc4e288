/**
 * Makes a staff member: `npm run create-agent -- <email> [first name] [last name] [--role <role>]`.
 * Gives the account with this email the role (agent unless told; `--role admin` makes the first
 * admin, who then invites the rest from the care console), creating it when there is none, mails
 * a link to choose a password, and prints the link (stdout holds only the URL). Staff then sign
 * in at /care (agents at its inbox, /care/inbox) with password and a mailed code (docs/decisions/012, 028).
 */
import { isStaffRole, STAFF_ROLES, type StaffRole } from '@mvno/contracts/staff-roles';
import type { Config } from '../config';
import { AGENT_TOOL_PATH } from '../modules/accounts/accounts-module';
import { resolveSecrets, type Secrets } from '../secrets';
import { fail, loadConfigOrFail } from '../startup';
import { postToLocalServer, withAccountsDirectly } from './accounts-tool';

type Agent = { email: string; firstName: string; lastName: string; role: StaffRole };
type Result = { created: boolean; passwordLink: string };

async function createDirectly(config: Config, secrets: Secrets, agent: Agent): Promise<Result> {
  return withAccountsDirectly(config, secrets, (accounts) =>
    accounts.createAgent(agent.email, agent, agent.role),
  );
}

/** Asks the server running here (PGlite belongs to one process); undefined when none answers. */
async function createThroughServer(
  config: Config,
  secrets: Secrets,
  agent: Agent,
): Promise<Result | undefined> {
  const answer = await postToLocalServer(config, secrets, AGENT_TOOL_PATH, agent);
  if (!answer) return undefined;
  const { response, host } = answer;
  const body = (await response.json().catch(() => ({}))) as Partial<Result> & { message?: string };
  if (response.ok && body.passwordLink)
    return { created: Boolean(body.created), passwordLink: body.passwordLink };
  return fail(
    `The server at ${host}:${config.port} answered ${response.status} (${body.message ?? 'no message'}); is it this app, with the same JWT_SECRET?`,
  );
}

const USAGE = `Usage: npm run create-agent -- <email> [first name] [last name] [--role ${STAFF_ROLES.join('|')}]`;

/** The positional arguments and the `--role` option (agent unless given). */
function parseArguments(argv: string[]): { positional: string[]; role: StaffRole } {
  const args = argv.filter((arg) => arg !== '--').map((arg) => arg.trim());
  const at = args.indexOf('--role');
  if (at === -1) return { positional: args, role: 'agent' };
  const role = args[at + 1] ?? '';
  if (!isStaffRole(role)) return fail(USAGE);
  return { positional: [...args.slice(0, at), ...args.slice(at + 2)], role };
}

async function main(): Promise<void> {
  const { positional, role } = parseArguments(process.argv.slice(2));
  const [email, firstName = 'Support', lastName = 'Agent'] = positional;
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(USAGE);
  const config = loadConfigOrFail();
  const secrets = resolveSecrets(config);
  const agent = { email, firstName, lastName, role };
  const result =
    (config.databaseUrl ? undefined : await createThroughServer(config, secrets, agent)) ??
    (await createDirectly(config, secrets, agent));
  process.stderr.write(
    `${result.created ? 'Created' : `Gave the ${role} role to`} ${email} (${role}). Mailed them this link to choose a password (single use, 24 hours); then sign in at ${role === 'agent' ? '/care/inbox' : '/care'}:\n`,
  );
  process.stdout.write(`${result.passwordLink}\n`);
}

main().catch((error: unknown) => fail(`create-agent failed: ${(error as Error).message}`));
