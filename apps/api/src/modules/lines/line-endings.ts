/**
 * Why a line ended or was stopped (decision 068), written in the same transaction as the line's
 * change (the care suspension aside: right after it) so an ending and its cause agree. One open row
 * per line: a later ending either
 * keeps the first (`keep`) or takes its place (`replace`: a number ported out after a cancellation
 * left for another carrier, whatever was said before).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { ChurnCause, ChurnReason } from '@mvno/contracts/product-constants/churn';
import type { Db } from '../../db/client';
import { lineEndings } from '../../db/schema/lines';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type LineEnding = {
  lineId: string;
  userId: string;
  cause: ChurnCause;
  reasonCode?: ChurnReason | null;
  note?: string | null;
  gainingCarrier?: string | null;
  at: Date;
};

export async function recordLineEnding(tx: Tx | Db, ending: LineEnding, open: 'keep' | 'replace' = 'keep') {
  if (open === 'replace') await withdrawLineEnding(tx, ending.lineId, ending.at);
  await tx
    .insert(lineEndings)
    .values({
      lineId: ending.lineId,
      userId: ending.userId,
      cause: ending.cause,
      reasonCode: ending.reasonCode ?? null,
      note: ending.note || null,
      gainingCarrier: ending.gainingCarrier || null,
      at: ending.at,
    })
    .onConflictDoNothing();
}

/** The line's open ending is taken back (a cancellation undone, a suspension lifted). */
export async function withdrawLineEnding(tx: Tx | Db, lineId: string, at: Date, cause?: ChurnCause) {
  await tx
    .update(lineEndings)
    .set({ withdrawnAt: at })
    .where(
      and(
        eq(lineEndings.lineId, lineId),
        isNull(lineEndings.withdrawnAt),
        ...(cause ? [eq(lineEndings.cause, cause)] : []),
      ),
    );
}
