import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { loginWithCode } from '@mvno/contracts/api/auth';
import { callApi } from '../../../lib/api-client';

export type CodeLoginInput = z.input<typeof loginWithCode.body>;

export function logInWithCode(body: CodeLoginInput) {
  return callApi(loginWithCode, { body });
}

export function useLogInWithCode() {
  return useMutation({ mutationFn: logInWithCode });
}
