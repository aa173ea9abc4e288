import { useQuery } from '@tanstack/react-query';
import { viewCustomerLineTransfers } from '@mvno/contracts/api/care-line-transfers';
import { callApi } from '../../../../lib/api-client';
import { CARE_KEY } from '../../shell/view-staff';

/** A verified customer's line transfer offers, made and received (decisions 080 and 089). */
export function useCustomerLineTransfers(customerId: string) {
  return useQuery({
    queryKey: [...CARE_KEY, 'customers', customerId, 'line-transfers'],
    queryFn: ({ signal }) => callApi(viewCustomerLineTransfers, { params: { customerId }, signal }),
  });
}
