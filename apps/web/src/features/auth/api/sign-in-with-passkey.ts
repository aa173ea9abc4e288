import { callApi } from '../../../lib/api-client';
import { signWithPasskey } from '../../../entities/user/passkey-ceremony';

/** Passwordless sign-in: the server's challenge, signed by a passkey the person picks, checked by the server. */
export async function signInWithPasskey() {
  const contract = await import('@mvno/contracts/api/passkeys');
  const { options } = await callApi(contract.startPasskeySignIn);
  const credential = await signWithPasskey(options);
  return callApi(contract.signInWithPasskey, { body: { credential } });
}
