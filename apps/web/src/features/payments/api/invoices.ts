import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const INVOICES_KEY = ['payments', 'invoices'] as const;

/** The contract loads with the first call, not with the page. */
const loadContract = () => import('@mvno/contracts/api/invoices');

/** The customer's invoices and credit notes (decision 069). */
export function useInvoices() {
  return useQuery({
    queryKey: INVOICES_KEY,
    queryFn: async ({ signal }) => {
      const { listInvoices } = await loadContract();
      return (await callApi(listInvoices, { signal })).documents;
    },
  });
}

export function useInvoice(documentId: string) {
  return useQuery({
    queryKey: [...INVOICES_KEY, documentId],
    queryFn: async ({ signal }) => {
      const { getInvoice } = await loadContract();
      return (await callApi(getInvoice, { params: { documentId }, signal })).document;
    },
  });
}
