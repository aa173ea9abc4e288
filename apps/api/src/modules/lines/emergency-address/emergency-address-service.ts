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
import { storeLineCommand, withinCarrierQuota } from '../carrier/carrier-line-commands';

/** The carrier's HTTP API (decision 081): the address is a command of its outbox; null: the built-in carrier. */
export type EmergencyAddressOutbox = {
  kick(): Promise<unknown>;
  /** The line's newest E911 command: Wi-Fi calling is ready once the carrier completed one with an address. */
  e911StateOf(lineId: string): Promise<{ state: string; payload: Record<string, unknown> } | undefined>;
};

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
  outbox = null,
}: {
  repository: EmergencyAddressRepository;
  carrier: Pick<Carrier, 'registerEmergencyAddress' | 'emergencyAddressOf'>;
  outbox?: EmergencyAddressOutbox | null;
}) {
  async function heldByCarrier(line: { id: string; mdn: string }) {
    if (!outbox) return (await carrier.emergencyAddressOf(line.mdn)) !== null;
    const latest = await outbox.e911StateOf(line.id);
    return latest?.state === 'completed' && latest.payload.address != null;
  }

  async function ownedLine(customer: Pick<Customer, 'id'>, lineId: string) {
    const found = await repository.lineOf(customer.id, lineId);
    if (!found) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);
    return found;
  }

  return {
    async get(customer: Pick<Customer, 'id'>, lineId: string): Promise<LineEmergencyAddress> {
      const { line, address } = await ownedLine(customer, lineId);
      const held = address ? await heldByCarrier(line) : false;
      return view(address, held && !ENDED.includes(line.status));
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
      const { companyName: _company, ...carrierAddress } = address;
      const saved = await withinCarrierQuota(() =>
        repository.save(
          {
            lineId: line.id,
            userId: customer.id,
            ...address,
            disclosureVersion: form.disclosureVersion,
            acknowledgedAt: new Date(),
          },
          outbox
            ? (tx) =>
                storeLineCommand(
                  tx,
                  { userId: customer.id, lineId: line.id },
                  {
                    kind: 'set_e911_address',
                    payload: { mdn: line.mdn, address: carrierAddress },
                  },
                )
            : undefined,
        ),
      );
      if (outbox) {
        await outbox.kick();
        // Wi-Fi calling is ready once the carrier confirms the address (its event, or the status query).
        return { message: PRODUCT_MESSAGES.lines.carrierPending.emergencyAddress, ...view(saved, false) };
      }
      await carrier.registerEmergencyAddress(line.mdn, address);
      return { message: E.saved, ...view(saved, true) };
    },
  };
}

export type EmergencyAddressService = ReturnType<typeof createEmergencyAddressService>;
