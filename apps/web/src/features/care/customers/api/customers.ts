import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createCustomerSupportLink,
  searchCustomers,
  viewCustomer,
  type CustomerView,
} from '@mvno/contracts/api/care-customers';
import { callApi } from '../../../../lib/api-client';
import { CARE_KEY } from '../../shell/view-staff';

const CUSTOMERS_KEY = [...CARE_KEY, 'customers'] as const;

export function useCustomerSearch(q: string) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'search', q],
    queryFn: ({ signal }) => callApi(searchCustomers, { query: { q }, signal }),
    enabled: q.length >= 2,
  });
}

export function useCustomer(customerId: string) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, customerId],
    queryFn: ({ signal }) => callApi(viewCustomer, { params: { customerId }, signal }),
  });
}

/** After the customer is verified (code or PIN): the page shows the answer's account at once. */
export function useShowVerifiedCustomer(customerId: string) {
  const queryClient = useQueryClient();
  return (view: CustomerView) => queryClient.setQueryData([...CUSTOMERS_KEY, customerId], view);
}

export function useSupportLink(customerId: string) {
  return useMutation({ mutationFn: () => callApi(createCustomerSupportLink, { params: { customerId } }) });
}
