/**
 * A line's emergency (E911) address for Wi-Fi calling (decision 032): a US service address with the
 * field names and rules of SPEC §5, the 911 notice acknowledged (its version stored), sent to the
 * carrier. A line has Wi-Fi calling ready once the carrier holds its address.
 */
import { z } from 'zod';
import { zAddressOne, zAddressTwo, zCity, zCompanyName, zState, zZipCode } from '../fields';
import { emergencyAddress } from '../product-messages/emergency-address';
import { defineEndpoint } from './common';
import { zLineParams } from './path-params';

export const zEmergencyAddressFields = z.object({
  addressOne: zAddressOne,
  addressTwo: zAddressTwo,
  companyName: zCompanyName,
  city: zCity,
  state: zState,
  zipCode: zZipCode,
});

export const zEmergencyAddressForm = zEmergencyAddressFields.extend({
  /** The 911 notice's box. */
  disclosureAccepted: z.literal(true, { error: emergencyAddress.acknowledgeRequired }),
  /** The version of the notice the customer read (E911_DISCLOSURE_VERSION). */
  disclosureVersion: z.string().trim().min(1).max(40),
});
export type EmergencyAddressForm = z.infer<typeof zEmergencyAddressForm>;

export const zEmergencyAddress = z.object({
  addressOne: z.string(),
  addressTwo: z.string().nullable(),
  companyName: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  disclosureVersion: z.string(),
  /** ISO 8601: when the notice was acknowledged with this address. */
  acknowledgedAt: z.string(),
});

export const zLineEmergencyAddress = z.object({
  address: zEmergencyAddress.nullable(),
  /** The carrier holds this line's emergency address. */
  wifiCallingReady: z.boolean(),
});
export type LineEmergencyAddress = z.infer<typeof zLineEmergencyAddress>;

export const getEmergencyAddress = defineEndpoint({
  operationId: 'getEmergencyAddress',
  method: 'GET',
  path: '/app/users/lines/:id/emergency-address',
  params: zLineParams,
  summary: "A line's emergency (E911) address and whether Wi-Fi calling is ready",
  auth: true,
  response: zLineEmergencyAddress,
});

export const saveEmergencyAddress = defineEndpoint({
  operationId: 'saveEmergencyAddress',
  refusals: [409, 429],
  method: 'PUT',
  path: '/app/users/lines/:id/emergency-address',
  params: zLineParams,
  summary: "Set a line's emergency (E911) address with the 911 notice acknowledged; the carrier is told",
  auth: true,
  // The 911 notice is the customer's own acknowledgement: a support session cannot give it.
  refusesAssisted: 'service',
  body: zEmergencyAddressForm,
  response: zLineEmergencyAddress.extend({ message: z.string() }),
});
