import { useMutation } from '@tanstack/react-query';
import { checkPortEligibility } from '@mvno/contracts/api/port-in';
import type { PortCheck } from '@mvno/contracts/api/port-in';
import { callApi } from '../../../lib/api-client';

/** SPEC §7 portin/check before Continue: a number its carrier will not let move is never paid for. */
export function useCheckNumber() {
  return useMutation({ mutationFn: (check: PortCheck) => callApi(checkPortEligibility, { body: check }) });
}
