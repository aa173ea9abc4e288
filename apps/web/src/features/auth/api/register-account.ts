import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { register } from '@mvno/contracts/api/auth';
import { callApi } from '../../../lib/api-client';

export type RegisterInput = z.input<typeof register.body>;

export function registerAccount(body: RegisterInput) {
  return callApi(register, { body });
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
