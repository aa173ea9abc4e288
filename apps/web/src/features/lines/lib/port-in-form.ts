/**
 * The port-in modal's form (SPEC §3 port-in form: billingAccount, pinPassword; with the account
 * holder's name and service ZIP, which come from the profile and can be corrected) and what each
 * mode sends (SPEC §4 "Port-in submit by mode").
 */
import type { z } from 'zod';
import { zFirstName, zLastName, zZipCode } from '@mvno/contracts/fields';
import { zPortInForm } from '@mvno/contracts/forms';
import type { PortInRequest } from '../api/send-port-in';

/** SPEC §2 port-in modal modes. */
export type PortInMode = 'add-portIn' | 'edit-portIn' | 'resubmit-portIn' | 'add-portIn-details';

export const zPortInDetailsForm = zPortInForm.extend({
  firstName: zFirstName,
  lastName: zLastName,
  zipCode: zZipCode,
});
export type PortInDetailsForm = z.input<typeof zPortInDetailsForm>;

export const PORT_IN_FIELDS = ['billingAccount', 'pinPassword', 'firstName', 'lastName', 'zipCode'] as const;

/** The form's name for a field the server names by its place in the call's payload. */
export function toPortInField(serverField: string): string {
  const name = serverField.split('.').at(-1) ?? serverField;
  if (name === 'billingAccountNumber') return 'billingAccount';
  if (name === 'billingAccountPassword') return 'pinPassword';
  return name;
}

export type PortTarget = {
  /** The number being brought. */
  msisdn: string;
  /** The line that receives it (the temporary subscription). */
  lineId: string;
  /** The customer confirmed that the line's own number is given up (decision 048; add-portIn only). */
  replaceNumber?: boolean;
};

export function portInRequest(
  mode: PortInMode,
  values: z.output<typeof zPortInDetailsForm>,
  { msisdn, lineId, replaceNumber }: PortTarget,
): PortInRequest {
  const oldService = {
    billingAccountNumber: values.billingAccount,
    billingAccountPassword: values.pinPassword,
  };
  const name = { firstName: values.firstName, lastName: values.lastName };
  switch (mode) {
    case 'add-portIn':
      return {
        call: 'bringNumber',
        body: {
          msisdn,
          zipCode: values.zipCode,
          oldService,
          tempSubscriptionId: lineId,
          accountDetails: name,
          ...(replaceNumber ? { replaceNumber: true } : {}),
        },
      };
    case 'edit-portIn':
    case 'add-portIn-details':
      return {
        call: 'updateTemp',
        body: { msisdn, oldService, accountDetails: { ...name, zipCode: values.zipCode } },
      };
    case 'resubmit-portIn':
      return {
        call: 'start',
        body: {
          msisdn,
          oldService: { ...oldService, ...name },
          accountDetails: { ...name, zipCode: values.zipCode },
          activationDetails: { tempSubscriptionId: lineId },
        },
      };
  }
}
