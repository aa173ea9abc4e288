/** The care action form's choices and their labels (decisions 031, 082): staff texts, English like the console. */
import { CARE_ACTION_REASONS, type CareActionReason } from '@mvno/contracts/api/care-actions';
import type { CareAccount } from '@mvno/contracts/api/care-customers';
import { formatMdn } from '@mvno/contracts/line-format';
import { RENEWAL_GRACE_MAX_DAYS } from '@mvno/contracts/product-constants/care';
import { CHURN_REASONS, type ChurnReason } from '@mvno/contracts/product-constants/churn';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import type { CareActionInput } from './api/care-action';

export type Kind = CareActionInput['kind'];

/** The actions in the picker's order, each with its label; one shows to the roles its endpoint allows. */
export const ACTIONS: [Kind, string][] = [
  ['port', 'Resubmit port-in with corrected details'],
  ['esim', 'Re-issue eSIM'],
  ['suspend', 'Suspend line'],
  ['restore', 'Restore line'],
  ['grace', 'Give a failing renewal more days'],
  ['receipt', 'Re-send a receipt'],
  ['sessions', "End the customer's sessions"],
];

export const REASON_LABELS: Record<CareActionReason, string> = {
  customer_request: 'Customer asked',
  lost_or_stolen: 'Lost or stolen phone',
  device_problem: 'Phone or SIM problem',
  port_details_corrected: 'Port details corrected',
  security_concern: 'Security concern',
  billing_problem: 'Billing problem',
  goodwill: 'Goodwill',
};

/** Why service stops, from the churn taxonomy (decision 068), for a suspension. */
const CHURN_LABELS: Record<ChurnReason, string> = {
  too_expensive: 'Too expensive',
  coverage: 'Coverage',
  other_carrier: 'Moving to another carrier',
  no_longer_needed: 'No longer needed',
  device_issue: 'Device issue',
  other: 'Other',
};
export const CHURN_OPTIONS = CHURN_REASONS.map((r) => ({ value: r, label: CHURN_LABELS[r] }));

export const REASONS = CARE_ACTION_REASONS.map((r) => ({ value: r, label: REASON_LABELS[r] }));
export const DAY_OPTIONS = Array.from({ length: RENEWAL_GRACE_MAX_DAYS }, (_, i) => String(i + 1)).map(
  (d) => ({
    value: d,
    label: d,
  }),
);

export const LINE_ACTIONS: Kind[] = ['port', 'esim', 'suspend', 'restore', 'grace'];

const status = STAFF_MESSAGES.careLines.lineStatus;

/** The actions that change the customer's service: each asks for a confirmation naming customer, line and action. */
export const SERVICE_ACTIONS: Kind[] = ['port', 'esim', 'suspend', 'restore', 'grace'];

/** What the confirmation says will happen, after naming the customer, the line and the action. */
export const CONSEQUENCES: Partial<Record<Kind, string>> = {
  port: 'The port-in goes to the old carrier again with the details you entered.',
  esim: "A new eSIM is issued and the line's current SIM stops working.",
  suspend: 'The line stops working at once, until it is restored.',
  restore: 'The line works again at once.',
  grace: 'The next automatic renewal try moves later by the days you chose.',
};

export type CareLine = CareAccount['lines'][number];

/**
 * A line as the pickers name it: a line bringing a number by that number (as the port queue names
 * it), its temporary number second; any other line by its number.
 */
export const lineLabel = (line: CareLine) =>
  line.port
    ? `${formatMdn(line.port.msisdn)} (temporary ${formatMdn(line.mdn)}, ${status(line.status)})`
    : `${formatMdn(line.mdn)} (${status(line.status)})`;
