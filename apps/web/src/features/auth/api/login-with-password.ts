import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { loginWithPassword } from '@mvno/contracts/api/auth';
import { callApi } from '../../../lib/api-client';

export type PasswordLoginInput = z.input<typeof loginWithPassword.body>;

export function logInWithPassword(body: PasswordLoginInput) {
  return callApi(loginWithPassword, { body });
}

export function useLogInWithPassword() {
  return useMutation({ mutationFn: logInWithPassword });
}
