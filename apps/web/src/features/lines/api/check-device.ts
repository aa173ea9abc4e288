import { useMutation } from '@tanstack/react-query';
import { checkDevice } from '@mvno/contracts/api/lines';
import { callApi } from '../../../lib/api-client';

/** Whether a device (by IMEI) works on the network; changes nothing. */
export function useCheckDevice() {
  return useMutation({ mutationFn: (imei: string) => callApi(checkDevice, { body: { imei } }) });
}
