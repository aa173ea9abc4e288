/** What a member's request asks for, as an English text to translate (decision 088). */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { LineRequest } from '@mvno/contracts/api/members';

const M = ACCOUNT_MESSAGES.members;

export function requestWhat(request: LineRequest): string {
  if (request.kind === 'plan_change')
    return request.when === 'now'
      ? M.whatPlanNow(request.planName ?? '')
      : M.whatPlanAtRenewal(request.planName ?? '');
  if (request.kind === 'data_cap') return request.capGb ? M.whatCap(String(request.capGb)) : M.whatNoCap;
  return request.topUpName ?? '';
}
