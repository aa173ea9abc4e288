/**
 * A line's emergency (E911) address for Wi-Fi calling (decision 032): the customer's own line in
 * service only; the 911 notice must be the version in force; stored, then sent to the carrier.
 * Wi-Fi calling is ready when the carrier holds the line's address.
 */
import type { EmergencyAddressForm, LineEmergencyAddress } from '@mvno/contracts/api/emergency-address';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { E911_DISCLOSURE_VERSION } from '@mvno/contracts/product-constants/privacy';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import type { Customer } from '../../accounts/accounts-types';
import type { Carrier } from '../carrier/carrier';
import type { EmergencyAddressRepository, EmergencyAddressRow } from './emergency-address-repository';

const E = ACCOUNT_MESSAGES.emergencyAddress;
/** Lines that have ended take no address. */
const ENDED = ['expired', 'cancelled', 'ported_out'];

const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

function view(address: EmergencyAddressRow | undefined, ready: boolean): LineEmergencyAddress {
  return {
    address: address
      ? {
          addressOne: address.addressOne,
          addressTwo: address.addressTwo,
          companyName: address.companyName,
          city: address.city,
          state: address.state,
          zipCode: address.zipCode,
          disclosureVersion: address.disclosureVersion,
          acknowledgedAt: address.acknowledgedAt.toISOString(),
        }
      : null,
    wifiCallingReady: ready,
  };
}

export function createEmergencyAddressService({
  repository,
  carrier,
}: {
  repository: EmergencyAddressRepository;
  carrier: Pick<Carrier, 'registerEmergencyAddress' | 'emergencyAddressOf'>;
}) {
  async function ownedLine(customer: Pick<Customer, 'id'>, lineId: string) {
    const found = await repository.lineOf(customer.id, lineId);
    if (!found) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);
    return found;
  }

  return {
    async get(customer: Pick<Customer, 'id'>, lineId: string): Promise<LineEmergencyAddress> {
      const { line, address } = await ownedLine(customer, lineId);
      const held = address ? await carrier.emergencyAddressOf(line.mdn) : null;
      return view(address, held !== null && !ENDED.includes(line.status));
    },

    async save(customer: Customer, lineId: string, form: EmergencyAddressForm) {
      const { line } = await ownedLine(customer, lineId);
      if (ENDED.includes(line.status)) throw new AppError('CONFLICT', E.notAllowed);
      if (form.disclosureVersion !== E911_DISCLOSURE_VERSION) {
        throw new AppError('VALIDATION', E.disclosureChanged, {
          fieldErrors: [{ field: 'disclosureAccepted', message: E.disclosureChanged }],
        });
      }
      const address = {
        addressOne: form.addressOne.trim(),
        addressTwo: orNull(form.addressTwo),
        companyName: orNull(form.companyName),
        city: form.city.trim(),
        state: form.state,
        zipCode: form.zipCode.trim(),
      };
      const saved = await repository.save({
        lineId: line.id,
        userId: customer.id,
        ...address,
        disclosureVersion: form.disclosureVersion,
        acknowledgedAt: new Date(),
      });
      await carrier.registerEmergencyAddress(line.mdn, address);
      return { message: E.saved, ...view(saved, true) };
    },
  };
}

export type EmergencyAddressService = ReturnType<typeof createEmergencyAddressService>;
