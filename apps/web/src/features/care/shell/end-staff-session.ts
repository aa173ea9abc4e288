import { useMutation } from '@tanstack/react-query';
import { endAgentSession as endAgentSessionCall } from '@mvno/contracts/api/agent-auth';
import { endAgentSession } from '../../../lib/agent-session';
import { callApi } from '../../../lib/api-client';

/** Ends every staff session of the account on the server, then this browser's. */
export function useEndStaffSession() {
  return useMutation({
    mutationFn: () => callApi(endAgentSessionCall),
    onSettled: () => endAgentSession(),
  });
}
