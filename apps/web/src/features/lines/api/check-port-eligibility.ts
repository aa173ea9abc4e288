import { useMutation } from '@tanstack/react-query';
import { checkPortEligibility } from '@mvno/contracts/api/port-in';
import type { PortCheck } from '@mvno/contracts/api/port-in';
import { callApi } from '../../../lib/api-client';

/** Whether a number can be brought over (SPEC §4 port eligibility); changes nothing. */
export function useCheckPortEligibility() {
  return useMutation({ mutationFn: (check: PortCheck) => callApi(checkPortEligibility, { body: check }) });
}
