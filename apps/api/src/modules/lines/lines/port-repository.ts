import { and, asc, desc, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { portEvents, portRequests } from '../../../db/schema/lines';
import type { FieldCipher } from '../../../lib/field-cipher';
import { completePortIn, rejectPortIn, setLineStatus } from './port-outcomes';

export { completePortIn, rejectPortIn } from './port-outcomes';

export type PortRecord = typeof portRequests.$inferSelect;
export type PortEventRecord = typeof portEvents.$inferSelect;
export type PortStatus = PortRecord['status'];
export type PortRepository = ReturnType<typeof createPortRepository>;

/** Ports the old carrier is still answering, or that wait for their details. */
export const OPEN_PORT_STATUSES: PortStatus[] = ['draft', 'submitted', 'pending'];

export type PortDetails = {
  billingAccountNumber: string | null;
  pin: string | null;
  firstName: string | null;
  lastName: string | null;
  zipCode: string;
  partnerSimIccid: string | null;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The carrier outbox's part of a port's change (decision 093), run in the change's transaction with
 * the port's stored (sealed) row: a submission, details changed while it runs, a waiting port given up.
 */
export type PortCarrierHooks = {
  submitted(tx: Tx, port: PortRecord): Promise<void>;
  detailsChanged(tx: Tx, port: PortRecord): Promise<void>;
  dropped(tx: Tx, port: PortRecord): Promise<void>;
};

/** The port, in this attempt, in this status. */
const portInAttempt = (portId: string, attempt: number, status: PortStatus) =>
  and(eq(portRequests.id, portId), eq(portRequests.attempt, attempt), eq(portRequests.status, status));

/**
 * The old carrier's account number and PIN are stored encrypted (AES-256-GCM, DATA_ENCRYPTION_KEY):
 * sealed on every write, opened on every read, so the rest of the module sees plain values.
 */
export function createPortRepository(db: Db, cipher: FieldCipher, hooks: PortCarrierHooks | null = null) {
  const open = (row: PortRecord): PortRecord => ({
    ...row,
    billingAccountNumber: cipher.open(row.billingAccountNumber),
    pin: cipher.open(row.pin),
  });
  const openFirst = (rows: PortRecord[]): PortRecord | undefined => (rows[0] ? open(rows[0]) : undefined);
  const seal = <T extends PortDetails>(details: T): T => ({
    ...details,
    billingAccountNumber: cipher.seal(details.billingAccountNumber),
    pin: cipher.seal(details.pin),
  });
  /** Ports with whom to tell their outcome: the owner's address, first name and language. */
  const withOwner = () =>
    db
      .select({
        port: portRequests,
        email: users.email,
        firstName: users.firstName,
        language: users.language,
      })
      .from(portRequests)
      .innerJoin(users, eq(users.id, portRequests.userId));
  return {
    /**
     * Ports at the old carrier (submitted or pending) unchanged since `before`, oldest first,
     * with whom to tell their outcome: the recovery sweep queues their next step again.
     */
    runningSince: async (before: Date, limit: number) =>
      (
        await withOwner()
          .where(
            and(inArray(portRequests.status, ['submitted', 'pending']), lt(portRequests.updatedAt, before)),
          )
          .orderBy(asc(portRequests.updatedAt))
          .limit(limit)
      ).map((row) => ({ ...row, port: open(row.port) })),

    /** A port with whom to tell its outcome. */
    ownerOf: async (id: string) =>
      (await withOwner().where(eq(portRequests.id, id))).map((row) => ({ ...row, port: open(row.port) }))[0],

    findById: async (id: string): Promise<PortRecord | undefined> =>
      openFirst(await db.select().from(portRequests).where(eq(portRequests.id, id)).limit(1)),

    /** Every port of the customer, newest first. */
    portsOf: async (userId: string): Promise<PortRecord[]> =>
      (
        await db
          .select()
          .from(portRequests)
          .where(eq(portRequests.userId, userId))
          .orderBy(desc(portRequests.createdAt), desc(portRequests.updatedAt))
      ).map(open),

    /** Oldest first. */
    eventsOf: async (portIds: string[]): Promise<PortEventRecord[]> =>
      portIds.length === 0
        ? []
        : db
            .select()
            .from(portEvents)
            .where(inArray(portEvents.portId, portIds))
            .orderBy(asc(portEvents.at), asc(portEvents.id)),

    /** The newest port of a line, if any. */
    newestOfLine: async (lineId: string): Promise<PortRecord | undefined> =>
      openFirst(
        await db
          .select()
          .from(portRequests)
          .where(eq(portRequests.lineId, lineId))
          .orderBy(desc(portRequests.createdAt))
          .limit(1),
      ),

    /** The customer's newest port of a number. */
    newestOwnedOf: async (userId: string, msisdn: string): Promise<PortRecord | undefined> =>
      openFirst(
        await db
          .select()
          .from(portRequests)
          .where(and(eq(portRequests.userId, userId), eq(portRequests.msisdn, msisdn)))
          .orderBy(desc(portRequests.createdAt))
          .limit(1),
      ),

    /** Whether a port of the number is open anywhere (a bought number's draft included), `exceptPortId` aside. */
    async isNumberMoving(msisdn: string, exceptPortId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: portRequests.id })
        .from(portRequests)
        .where(
          and(
            eq(portRequests.msisdn, msisdn),
            inArray(portRequests.status, OPEN_PORT_STATUSES),
            exceptPortId ? ne(portRequests.id, exceptPortId) : undefined,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** A new port, submitted at once (attempt 1), with its first event; the line is waiting for it. */
    create: (port: { userId: string; lineId: string; msisdn: string } & PortDetails): Promise<PortRecord> =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(portRequests)
          .values({ ...seal(port), status: 'submitted', attempt: 1 })
          .returning();
        if (!row) throw new Error('port request was not created');
        await tx.insert(portEvents).values({ portId: row.id, type: 'submitted' });
        await setLineStatus(tx, port.lineId, 'port_in_pending');
        await hooks?.submitted(tx, row);
        return open(row);
      }),

    /**
     * New details for a port. With `submit`, a draft or rejected port goes (back) to the old
     * carrier as a new attempt; otherwise its details change and the timeline says so. Undefined
     * when the port was no longer in one of `from` (a concurrent change).
     */
    updateDetails: (
      portId: string,
      details: PortDetails,
      options: { from: PortStatus[]; submit: boolean },
    ): Promise<PortRecord | undefined> =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(portRequests)
          .where(and(eq(portRequests.id, portId), inArray(portRequests.status, options.from)))
          .for('update');
        if (!current) return undefined;
        const [row] = await tx
          .update(portRequests)
          .set({
            ...seal(details),
            updatedAt: new Date(),
            ...(options.submit
              ? { status: 'submitted' as const, attempt: current.attempt + 1, reason: null, notifiedAt: null }
              : {}),
          })
          .where(eq(portRequests.id, portId))
          .returning();
        await tx
          .insert(portEvents)
          .values({ portId, type: options.submit ? 'submitted' : 'details_updated' });
        if (options.submit) await setLineStatus(tx, current.lineId, 'port_in_pending');
        if (row) await (options.submit ? hooks?.submitted(tx, row) : hooks?.detailsChanged(tx, row));
        return row ? open(row) : undefined;
      }),

    /** submitted -> pending for this attempt only; false when it is no longer there. */
    markPending: (portId: string, attempt: number): Promise<boolean> =>
      db.transaction(async (tx) => {
        const rows = await tx
          .update(portRequests)
          .set({ status: 'pending', updatedAt: new Date() })
          .where(portInAttempt(portId, attempt, 'submitted'))
          .returning({ id: portRequests.id });
        if (rows.length === 0) return false;
        await tx.insert(portEvents).values({ portId, type: 'pending' });
        return true;
      }),

    /**
     * pending -> completed: the line takes the brought number (and the partner SIM, if one was
     * used) and is active; the PIN is erased. False when the port was not pending in this attempt.
     */
    /** pending -> completed for this attempt (completePortIn). */
    complete: (portId: string, attempt: number): Promise<boolean> =>
      db.transaction((tx) => completePortIn(tx, portId, portInAttempt(portId, attempt, 'pending'))),

    /** pending -> rejected with the old carrier's reason, for this attempt (rejectPortIn). */
    reject: (portId: string, attempt: number, reason: string): Promise<boolean> =>
      db.transaction((tx) => rejectPortIn(tx, portId, portInAttempt(portId, attempt, 'pending'), reason)),

    /**
     * Gives up a port that waits (draft or rejected): it is removed with its timeline and the line
     * keeps its temporary number as its own (decision 023). False when it no longer waits.
     */
    dropWaiting: (portId: string): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [port] = await tx
          .delete(portRequests)
          .where(and(eq(portRequests.id, portId), inArray(portRequests.status, ['draft', 'rejected'])))
          .returning();
        if (!port) return false;
        await setLineStatus(tx, port.lineId, 'active');
        await hooks?.dropped(tx, port);
        return true;
      }),

    /** Records that the customer was told this attempt's outcome. */
    async markNotified(portId: string, attempt: number): Promise<void> {
      await db
        .update(portRequests)
        .set({ notifiedAt: new Date() })
        .where(
          and(
            eq(portRequests.id, portId),
            eq(portRequests.attempt, attempt),
            isNull(portRequests.notifiedAt),
          ),
        );
    },
  };
}
