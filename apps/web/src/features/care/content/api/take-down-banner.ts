import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { CARE_KEY } from '../../shell/view-staff';

/** Takes the site banner down at once in every language (decision 075); every language's versions are read again. */
export function useTakeDownBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { takeDownBanner } = await import('@mvno/contracts/api/content-site');
      return callApi(takeDownBanner, { body: {} });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...CARE_KEY, 'content', 'banner'] }),
  });
}
