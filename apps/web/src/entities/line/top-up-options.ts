import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/** The data add-ons a line can buy now, priced by the server; asked for once a dialog opens (`lineId` known). */
export function useTopUpOptions(lineId: string | undefined) {
  return useQuery({
    queryKey: ['lines', lineId, 'top-ups'],
    enabled: lineId !== undefined,
    queryFn: async ({ signal }) => {
      const { listTopUps } = await import('@mvno/contracts/api/data-top-ups');
      return callApi(listTopUps, { params: { id: lineId ?? '' }, signal });
    },
  });
}
