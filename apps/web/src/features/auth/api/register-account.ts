import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { register } from '@mvno/contracts/api/auth';
import { callApi } from '../../../lib/api-client';

export type RegisterInput = z.input<typeof register.body>;

/**
 * The registration page arrives as HTML from the server (decision 077): the endpoint's contract,
 * and the schema library with it, load with the first submit rather than with the page.
 */
export const loadRegisterBody = () =>
  import('@mvno/contracts/api/auth').then((module) => module.zRegisterBody);

export async function registerAccount(body: RegisterInput) {
  const { register: endpoint } = await import('@mvno/contracts/api/auth');
  return callApi(endpoint, { body });
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
