import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  endCustomerSessions,
  extendRenewalGrace,
  reissueCustomerEsim,
  resendCustomerReceipt,
  restoreCustomerLine,
  resubmitCustomerPortIn,
  suspendCustomerLine,
  type CareActionReason,
} from '@mvno/contracts/api/care-actions';
import type { ChurnReason } from '@mvno/contracts/product-constants/churn';
import type { StaffPermission } from '@mvno/contracts/staff-roles';
import { callApi } from '../../../../lib/api-client';
import { CARE_KEY } from '../../shell/view-staff';

/** One care action as the form sends it (decision 031); the server checks role, CPNI gate and rules. */
export type CareActionInput = { reason: CareActionReason } & (
  | { kind: 'esim'; lineId: string; convertToEsim?: true }
  | { kind: 'port'; lineId: string; billingAccountNumber: string; billingAccountPassword: string }
  | { kind: 'suspend'; lineId: string; churnReason?: ChurnReason | undefined }
  | { kind: 'restore'; lineId: string }
  | { kind: 'grace'; lineId: string; days: number }
  | { kind: 'receipt'; receiptId: string }
  | { kind: 'sessions' }
);

/** The permission each action's endpoint needs: the form offers a role only what the server allows it. */
export const CARE_ACTION_PERMISSIONS: Record<CareActionInput['kind'], StaffPermission | undefined> = {
  esim: reissueCustomerEsim.permission,
  port: resubmitCustomerPortIn.permission,
  suspend: suspendCustomerLine.permission,
  restore: restoreCustomerLine.permission,
  grace: extendRenewalGrace.permission,
  receipt: resendCustomerReceipt.permission,
  sessions: endCustomerSessions.permission,
};

/** What the server answered: its message, and a re-issued eSIM's activation code for the agent. */
export type CareActionAnswer = { message: string; line?: { activationCode?: string | null } };

function send(customerId: string, input: CareActionInput): Promise<CareActionAnswer> {
  const { reason } = input;
  switch (input.kind) {
    case 'esim':
      return callApi(reissueCustomerEsim, {
        params: { customerId, lineId: input.lineId },
        body: {
          reason,
          idempotencyKey: `esim-${crypto.randomUUID()}`,
          ...(input.convertToEsim ? { convertToEsim: true } : {}),
        },
      });
    case 'port':
      return callApi(resubmitCustomerPortIn, {
        params: { customerId, lineId: input.lineId },
        body: {
          reason,
          billingAccountNumber: input.billingAccountNumber,
          billingAccountPassword: input.billingAccountPassword,
        },
      });
    case 'suspend':
      return callApi(suspendCustomerLine, {
        params: { customerId, lineId: input.lineId },
        body: { reason, ...(input.churnReason ? { churnReason: input.churnReason } : {}) },
      });
    case 'restore':
      return callApi(restoreCustomerLine, { params: { customerId, lineId: input.lineId }, body: { reason } });
    case 'grace':
      return callApi(extendRenewalGrace, {
        params: { customerId, lineId: input.lineId },
        body: { reason, days: input.days },
      });
    case 'receipt':
      return callApi(resendCustomerReceipt, {
        params: { customerId, receiptId: input.receiptId },
        body: { reason },
      });
    case 'sessions':
      return callApi(endCustomerSessions, { params: { customerId }, body: { reason } });
  }
}

/** A care action on the customer; the customer's page (lines, audit) is read again after it. */
export function useCareAction(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CareActionInput) => send(customerId, input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...CARE_KEY, 'customers', customerId] }),
  });
}
