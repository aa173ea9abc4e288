import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { resetPassword } from '@mvno/contracts/api/auth';
import { callApi } from '../../../lib/api-client';

export type ResetPasswordInput = z.input<typeof resetPassword.body>;

export function setNewPassword(body: ResetPasswordInput) {
  return callApi(resetPassword, { body });
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
