import { useMutation } from '@tanstack/react-query';
import { forgotPassword } from '@mvno/contracts/api/auth';
import { callApi } from '../../../lib/api-client';

export function requestPasswordReset(email: string) {
  return callApi(forgotPassword, { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
