/**
 * A customer's lines as the care console reads them for a verified customer (decision 082): each line
 * as the customer's own dashboard has it (plan, status and its reason, port with its reason, renewal
 * and next try, auto-renew, cancellation), with its Number Lock, its emergency (E911) address and the
 * period's usage. Read-only: it answers what the customer's own reads answer, through their services.
 */
import type { LineUsage } from '@mvno/contracts/api/line-usage';
import type { Line } from '@mvno/contracts/api/lines';
import { METERED_LINE_STATUSES } from '@mvno/contracts/usage-format';
import type { NumberLockRepository } from '../number-lock/number-lock-repository';
import type { EmergencyAddressService } from '../emergency-address/emergency-address-service';
import type { UsageService } from '../usage/usage-service';
import type { RenewalService } from '../plan-periods/renewal-service';
import type { LineService } from './line-service';

export type CareLineFacts = Pick<
  Line,
  'planName' | 'status' | 'statusReason' | 'port' | 'renewal' | 'cancellation' | 'subscriberNumber'
> & {
  numberLock: { locked: boolean; lockedAt: string | null };
  /** The E911 address on one line, and whether the carrier holds it; null address when none was given. */
  emergencyAddress: { address: string | null; wifiCallingReady: boolean };
  /** The period's usage; null for a line the carrier does not meter (no plan, out of service). */
  usage: LineUsage | null;
  /** Declined tries of the current period's unpaid renewal (automatic and by hand); 0 for none. */
  declinedTries: number;
};

export function createCareLineView(deps: {
  lines: Pick<LineService, 'listLines'>;
  locks: Pick<NumberLockRepository, 'listForUser'>;
  emergencyAddresses: Pick<EmergencyAddressService, 'get'>;
  usage: Pick<UsageService, 'usageOfOwnLine'>;
  renewals: Pick<RenewalService, 'declinedTriesOf'>;
}) {
  return async function careLineFacts(userId: string): Promise<Map<string, CareLineFacts>> {
    const customer = { id: userId };
    const [{ lines }, locks, declined] = await Promise.all([
      deps.lines.listLines(customer),
      deps.locks.listForUser(userId),
      deps.renewals.declinedTriesOf(userId),
    ]);
    const lockOf = new Map(locks.map((lock) => [lock.lineId, lock.lockedAt]));
    const facts = await Promise.all(
      lines.map(async (line): Promise<[string, CareLineFacts]> => {
        const [e911, usage] = await Promise.all([
          deps.emergencyAddresses.get(customer, line.id),
          line.planName !== null && METERED_LINE_STATUSES.includes(line.status)
            ? deps.usage.usageOfOwnLine(customer, line.id).catch(() => null)
            : Promise.resolve(null),
        ]);
        const lockedAt = lockOf.get(line.id) ?? null;
        const address = e911.address;
        return [
          line.id,
          {
            planName: line.planName,
            subscriberNumber: line.subscriberNumber,
            status: line.status,
            statusReason: line.statusReason,
            port: line.port,
            renewal: line.renewal,
            cancellation: line.cancellation ?? null,
            numberLock: { locked: lockedAt !== null, lockedAt: lockedAt?.toISOString() ?? null },
            emergencyAddress: {
              address: address
                ? [
                    address.companyName,
                    address.addressOne,
                    address.addressTwo,
                    `${address.city}, ${address.state} ${address.zipCode}`,
                  ]
                    .filter(Boolean)
                    .join(', ')
                : null,
              wifiCallingReady: e911.wifiCallingReady,
            },
            usage,
            declinedTries: declined.get(line.id) ?? 0,
          },
        ];
      }),
    );
    return new Map(facts);
  };
}
