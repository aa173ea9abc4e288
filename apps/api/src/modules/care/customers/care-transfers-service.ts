/**
 * A verified customer's line transfer offers on the care console (decisions 080 and 089), read-only,
 * behind the CPNI gate: the offers they made and those made to them. An offer past its time that
 * nobody answered shows as expired (the customers' next read records it so).
 */
import type { CareLineTransfer } from '@mvno/contracts/api/care-line-transfers';
import { formatMdn } from '@mvno/contracts/line-format';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CareTransfersRepository } from './care-transfers-repository';
import type { CpniService } from './cpni-service';

export function createCareTransfersService(deps: {
  transfers: CareTransfersRepository;
  cpni: Pick<CpniService, 'requireVerified'>;
  now: () => Date;
}) {
  return {
    async view(staff: AuthUser, customerId: string): Promise<{ transfers: CareLineTransfer[] }> {
      await deps.cpni.requireVerified(staff, customerId);
      const rows = await deps.transfers.offersOf(customerId);
      const now = deps.now();
      return {
        transfers: rows.map(({ offer, fromName, toName, nickname, mdn }) => ({
          id: offer.id,
          lineName: nickname || formatMdn(mdn),
          direction: offer.fromId === customerId ? 'offered' : 'received',
          fromName,
          toName,
          status: offer.status === 'pending' && offer.expiresAt <= now ? 'expired' : offer.status,
          createdAt: offer.createdAt.toISOString(),
          expiresAt: offer.expiresAt.toISOString(),
          decidedAt: offer.decidedAt?.toISOString() ?? null,
        })),
      };
    },
  };
}

export type CareTransfersService = ReturnType<typeof createCareTransfersService>;
