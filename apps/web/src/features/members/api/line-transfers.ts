/** Giving a line to its member (decision 080): the offers waiting, and making, taking or declining one. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RENEWAL_TERMS_VERSION } from '@mvno/contracts/product-constants/renewal-consent';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';
import { memberKeys } from './members';

type Guard = <T>(call: () => Promise<T>) => Promise<T>;
const transferKeys = ['members', 'transfers'] as const;

export function useLineTransfers() {
  return useQuery({
    queryKey: transferKeys,
    queryFn: async ({ signal }) => {
      const { listLineTransfers } = await import('@mvno/contracts/api/line-transfers');
      return callApi(listLineTransfers, { signal });
    },
  });
}

/** After any answer: the offers, the members, the shared lines and the caller's own lines may have changed. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: memberKeys.members }),
      queryClient.invalidateQueries({ queryKey: queryKeys.lines }),
    ]);
}

/** The owner offers the line of a membership to its member: `guard` asks for the step-up when needed. */
export function useOfferLine(guard: Guard) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (membershipId: string) => {
      const { offerLineTransfer } = await import('@mvno/contracts/api/line-transfers');
      return guard(() => callApi(offerLineTransfer, { body: { membershipId } }));
    },
    onSettled: refresh,
  });
}

/** The member takes the line over, consenting to the renewal terms shown now. */
export function useAcceptLine(guard: Guard) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (transferId: string) => {
      const { acceptLineTransfer } = await import('@mvno/contracts/api/line-transfers');
      return guard(() =>
        callApi(acceptLineTransfer, {
          params: { transferId },
          body: { renewalConsent: true, renewalTermsVersion: RENEWAL_TERMS_VERSION },
        }),
      );
    },
    onSettled: refresh,
  });
}

/** The member declines, or the owner withdraws the offer. */
export function useDeclineLine() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (transferId: string) => {
      const { declineLineTransfer } = await import('@mvno/contracts/api/line-transfers');
      return callApi(declineLineTransfer, { params: { transferId } });
    },
    onSettled: refresh,
  });
}
