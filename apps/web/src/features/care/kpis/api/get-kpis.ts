import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getKpiLiveFigures, getKpis, type KpiQuery } from '@mvno/contracts/api/care-kpis';
import { callApi } from '../../../../lib/api-client';
import { CARE_KEY } from '../../shell/view-staff';

/** The business figures of the last 13 months, by plan and state if asked (decision 070). */
export function useKpis(filter: KpiQuery) {
  return useQuery({
    queryKey: [...CARE_KEY, 'kpis', filter],
    queryFn: ({ signal }) => callApi(getKpis, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The figures computed live (decision 103), asked for apart so the months come first. */
export function useKpiLiveFigures(filter: KpiQuery) {
  return useQuery({
    queryKey: [...CARE_KEY, 'kpis', 'live', filter],
    queryFn: ({ signal }) => callApi(getKpiLiveFigures, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}
