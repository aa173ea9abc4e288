import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FaqInput } from '@mvno/contracts/api/content-faq';
import { callApi } from '../../../lib/api-client';
import { CARE_KEY } from './view-staff';

const FAQ_KEY = [...CARE_KEY, 'content', 'faq'] as const;

/** Every saved version of the FAQ and which one visitors see (decision 029, Content). */
export function useFaqVersions() {
  return useQuery({
    queryKey: FAQ_KEY,
    queryFn: async ({ signal }) => {
      const { listFaqVersions } = await import('@mvno/contracts/api/content-faq');
      return callApi(listFaqVersions, { signal });
    },
  });
}

/** Saves the FAQ as a new draft version. */
export function useSaveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FaqInput) => {
      const { createFaqVersion } = await import('@mvno/contracts/api/content-faq');
      return callApi(createFaqVersion, { body: input });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAQ_KEY }),
  });
}

/** Publishes a version: a draft goes live, an earlier version rolls the FAQ back. */
export function usePublishFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (versionId: string) => {
      const { publishFaqVersion } = await import('@mvno/contracts/api/content-faq');
      return callApi(publishFaqVersion, { params: { versionId }, body: {} });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAQ_KEY }),
  });
}
