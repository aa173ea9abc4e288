/**
 * What a line card reads from its neighbours' tables beside the line itself: a bar or SIM change the
 * carrier is still carrying out and a SIM change it refused (only with the carrier outbox; decisions
 * 085 and 094), and a pause by the account holder (decision 096), so the card tells them apart.
 */
import type { Db } from '../../../db/client';
import { openLineCommandsOf } from '../carrier/carrier-line-commands';
import { pausedLinesOf } from '../members/member-controls-repository';
import { refusedSimChangesOf } from '../sim-change/sim-change-refusals';

export function lineCardReads(db: Db, withCarrierOutbox: boolean, now: () => Date) {
  return {
    ...(withCarrierOutbox
      ? {
          pendingBarsOf: (userId: string) => openLineCommandsOf(db, userId),
          refusedSimChangesOf: (userId: string) => refusedSimChangesOf(db, userId, now()),
        }
      : {}),
    pausedLinesOf: (userId: string) => pausedLinesOf(db, userId),
  };
}
