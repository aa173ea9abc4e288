import { useMutation } from '@tanstack/react-query';
import { changePassword } from '@mvno/contracts/api/users';
import type { ChangePasswordForm } from '@mvno/contracts/forms';
import { callApi } from '../../../lib/api-client';
import { renewSession } from '../../../lib/session';

export function submitPasswordChange(body: ChangePasswordForm) {
  return callApi(changePassword, { body });
}

/**
 * The server ends every other session and answers a new token for this one; it is stored
 * before anyone hears of the success, so no call can go out with the old, now dead token.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: submitPasswordChange,
    onSuccess: (answer) => renewSession(answer),
  });
}
