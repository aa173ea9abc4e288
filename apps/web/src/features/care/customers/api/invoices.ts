import { useQuery } from '@tanstack/react-query';
import { getCustomerInvoice, listCustomerInvoices } from '@mvno/contracts/api/invoices';
import { callApi } from '../../../../lib/api-client';
import { CARE_KEY } from '../../shell/view-staff';

const KEY = [...CARE_KEY, 'invoices'] as const;

/** A verified customer's invoices and credit notes, read once the agent opens them (decision 069). */
export function useCustomerInvoices(customerId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, customerId],
    queryFn: async ({ signal }) =>
      (await callApi(listCustomerInvoices, { params: { customerId }, signal })).documents,
    enabled,
  });
}

export function useCustomerInvoice(customerId: string, documentId: string) {
  return useQuery({
    queryKey: [...KEY, customerId, documentId],
    queryFn: async ({ signal }) =>
      (await callApi(getCustomerInvoice, { params: { customerId, documentId }, signal })).document,
  });
}
