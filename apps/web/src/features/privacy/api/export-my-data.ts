import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The customer's data as the server answers it (decision 027); the contract loads with the first call. */
export function useExportMyData() {
  return useMutation({
    mutationFn: async () => {
      const { exportMyData } = await import('@mvno/contracts/api/my-data');
      return callApi(exportMyData);
    },
  });
}
