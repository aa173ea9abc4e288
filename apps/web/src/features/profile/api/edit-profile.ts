import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  confirmEmailChange,
  editProfile,
  resendEmailChangeCode,
  type EditProfileBodyInput,
} from '@mvno/contracts/api/profile';
import type { UserInfo } from '@mvno/contracts/entities';
import type { EmailCodeForm } from '@mvno/contracts/forms';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../entities/query-keys';
import { useAppStore } from '../../../lib/store';

/** The answer carries the user as it is now: it shows at once, and the cached user is marked stale. */
function useShowUser() {
  const queryClient = useQueryClient();
  return (user: UserInfo) => {
    queryClient.setQueryData(queryKeys.user, user);
    useAppStore.getState().setUserInfo(user);
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  };
}

/** PUT /app/users/edit with one of its four bodies (name, address, email, phone). */
export function useEditProfile() {
  const showUser = useShowUser();
  return useMutation({
    mutationFn: (body: EditProfileBodyInput) => callApi(editProfile, { body }),
    onSuccess: (answer) => showUser(answer.user),
  });
}

export function useConfirmEmailChange() {
  const showUser = useShowUser();
  return useMutation({
    mutationFn: (body: EmailCodeForm) => callApi(confirmEmailChange, { body }),
    onSuccess: (answer) => showUser(answer.user),
  });
}

export function useResendEmailCode() {
  return useMutation({ mutationFn: (email: string) => callApi(resendEmailChangeCode, { body: { email } }) });
}
