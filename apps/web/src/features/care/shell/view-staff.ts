import { useQuery } from '@tanstack/react-query';
import { viewAgent } from '@mvno/contracts/api/agent-auth';
import { callApi } from '../../../lib/api-client';

export const CARE_KEY = ['care'] as const;

/** The signed-in staff member as the server knows them now: a changed role shows at once. */
export function useStaffMember(token: string) {
  return useQuery({
    queryKey: [...CARE_KEY, 'me', token],
    queryFn: ({ signal }) => callApi(viewAgent, { signal }),
  });
}
