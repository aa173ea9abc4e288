/** The invitation link's page (decision 072): what it offers, and accepting it with the caller's own sign-in. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { memberKeys } from './members';

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['member-invitation', token],
    enabled: token.length >= 20,
    retry: false,
    queryFn: async ({ signal }) => {
      const { previewInvitation } = await import('@mvno/contracts/api/members');
      return callApi(previewInvitation, { body: { token }, signal });
    },
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const { acceptInvitation } = await import('@mvno/contracts/api/members');
      return callApi(acceptInvitation, { body: { token } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.shared }),
  });
}
