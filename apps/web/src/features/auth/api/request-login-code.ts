import { useMutation } from '@tanstack/react-query';
import { requestLoginCode } from '@mvno/contracts/api/auth';
import { callApi } from '../../../lib/api-client';

/** The answer is the same whether or not an account exists, so the page never branches on it. */
export function sendLoginCode(email: string) {
  return callApi(requestLoginCode, { body: { email } });
}

export function useSendLoginCode() {
  return useMutation({ mutationFn: sendLoginCode });
}
