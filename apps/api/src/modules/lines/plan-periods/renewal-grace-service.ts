/**
 * Renewal grace (decision 031): support gives a customer whose renewal keeps failing a few more
 * days before the next try, and so before the suspension that follows the last try. In all the
 * suspension comes at most RENEWAL_GRACE_MAX_DAYS after the last try's usual day.
 */
import { RENEWAL_GRACE_MAX_DAYS } from '@mvno/contracts/product-constants/care';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { AppError } from '../../../errors';
import { DAY_MS } from '../../../lib/clock';
import { isUuid } from '../../../lib/ids';
import type { RenewalGraceRepository } from './renewal-grace-repository';

export function createRenewalGraceService(deps: { grace: RenewalGraceRepository; retryDays: number[] }) {
  const lastTryDay = deps.retryDays.at(-1) ?? 0;
  return {
    async extend(userId: string, lineId: string, days: number) {
      if (!isUuid(lineId)) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);
      const outcome = await deps.grace.extend(
        userId,
        lineId,
        days * DAY_MS,
        (periodEnd) => new Date(periodEnd.getTime() + (lastTryDay + RENEWAL_GRACE_MAX_DAYS) * DAY_MS),
      );
      if (outcome.kind === 'not_found') throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);
      if (outcome.kind === 'no_failing_renewal')
        throw new AppError('CONFLICT', STAFF_MESSAGES.care.noFailingRenewal);
      if (outcome.kind === 'too_long')
        throw new AppError('CONFLICT', STAFF_MESSAGES.care.graceTooLong(RENEWAL_GRACE_MAX_DAYS));
      return outcome;
    },
  };
}

export type RenewalGraceService = ReturnType<typeof createRenewalGraceService>;
