/**
 * The browser's half of a passkey ceremony (docs/decisions/030), through SimpleWebAuthn's browser
 * library, loaded with the first ceremony: the server's options in, the authenticator's answer out.
 * The browser's refusals become the customer's words (cancelled, not supported, already added).
 */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { serverErrorMessage } from '../../lib/forms/apply-server-errors';

const M = ACCOUNT_MESSAGES.passkeys;

/** A ceremony the browser or the person stopped; its message is for the customer. */
export class PasskeyCeremonyError extends Error {}

const loadLibrary = () => import('@simplewebauthn/browser');

type Kind = 'create' | 'sign';

function explain(error: unknown, supported: boolean, kind: Kind): PasskeyCeremonyError {
  if (!supported) return new PasskeyCeremonyError(M.unsupported);
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return new PasskeyCeremonyError(M.alreadyAdded);
  // NotAllowedError: the person cancelled, the time ran out, or no passkey of this site was chosen.
  // Signing, the browser may simply hold none it can offer (a key that is not discoverable, or one on
  // another device), which the browser does not tell apart: say what works instead.
  return new PasskeyCeremonyError(kind === 'sign' ? M.notUsed : M.cancelled);
}

type Library = Awaited<ReturnType<typeof loadLibrary>>;

/** Runs one ceremony of the browser's library; a refusal becomes the customer's words. */
async function ceremony<T>(kind: Kind, start: (library: Library) => Promise<T>): Promise<T> {
  const library = await loadLibrary();
  try {
    return await start(library);
  } catch (error) {
    throw explain(error, library.browserSupportsWebAuthn(), kind);
  }
}

/** Makes a passkey with the server's registration options; answers what the server checks. */
export async function createPasskey(options: Record<string, unknown>) {
  const answer = await ceremony('create', (library) =>
    library.startRegistration({ optionsJSON: options as never }),
  );
  // As plain JSON for the contract (the library's interfaces are closed types).
  const { response, clientExtensionResults } = answer;
  return { ...answer, response: { ...response }, clientExtensionResults: { ...clientExtensionResults } };
}

/** Signs the server's challenge with a passkey (any of the site's, or one of those the options allow). */
export async function signWithPasskey(options: Record<string, unknown>) {
  const answer = await ceremony('sign', (library) =>
    library.startAuthentication({ optionsJSON: options as never }),
  );
  const { response, clientExtensionResults } = answer;
  return { ...answer, response: { ...response }, clientExtensionResults: { ...clientExtensionResults } };
}

/** What to tell the customer about a failed passkey step: the browser's reason, or the server's answer. */
export function passkeyErrorMessage(error: unknown): string {
  return error instanceof PasskeyCeremonyError ? error.message : serverErrorMessage(error);
}
