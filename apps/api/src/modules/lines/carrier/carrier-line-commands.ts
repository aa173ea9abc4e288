/**
 * A line's commands to the carrier's HTTP API besides its activation (decision 081): a bar or unbar
 * (a lost phone suspended or resumed) and an E911 address. Each is a row of the carrier outbox
 * stored in the transaction of the business change, before anything is sent, with a fresh
 * reference; the sender and the events take them like an activation (carrier-outbox-service.ts),
 * ending `completed` or `failed`.
 *
 * Our own quota: the carrier allows 5 provisioning actions per line per UTC day
 * (docs/carrier-api.md "Errors"); a sixth is refused here, before it is stored or sent, with a text
 * the customer can act on, rather than failing at the carrier after the change was promised.
 */
import { randomUUID } from 'node:crypto';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError } from '../../../errors';
import { carrierCommands, type CarrierErrorRecord } from '../../../db/schema/carrier';
type CommandRow = typeof carrierCommands.$inferSelect;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Commands the carrier counts against a line's daily quota. */
export const PROVISIONING_KINDS = [
  'activate_line',
  'new_sim',
  'move_number',
  'set_barring',
  'set_e911_address',
];
export const CARRIER_ACTIONS_PER_LINE_PER_DAY = 5;
/** States of a command the carrier has not finished. */
export const OPEN_STATES = ['ordered', 'sent', 'accepted'];

/**
 * A SIM change through the carrier (decision 085). A physical SIM is one `move_number`; a new eSIM is
 * a `new_sim` naming the line (the profile is ordered and released) followed, once the profile is
 * released, by the `move_number` to it, stored by the event's transaction. `simChangeId`: the change's
 * record (sim_changes), completed with the SIM's ICCID when the number has moved.
 */
export type SimChangeCommand =
  | { kind: 'new_sim'; payload: { simType: 'esim'; mdn: string; simChangeId: string } }
  | { kind: 'move_number'; payload: MoveNumberPayload };

/** The number's move to the SIM of a SIM change. */
export type MoveNumberPayload = {
  mdn: string;
  iccid: string;
  simType: 'esim' | 'psim';
  activationCode: string | null;
  simChangeId: string;
  /** The `new_sim` command that released the eSIM profile (its download states follow it). */
  profileCommandId?: string;
};

export type LineCommand =
  | SimChangeCommand
  | { kind: 'set_barring'; payload: { mdn: string; barred: boolean } }
  /** A data cap reached (decision 096): data alone; not a provisioning action, never refused by the quota. */
  | { kind: 'set_data_barring'; payload: { mdn: string; barred: boolean } }
  | {
      kind: 'set_e911_address';
      payload: {
        mdn: string;
        address: {
          addressOne: string;
          addressTwo: string | null;
          city: string;
          state: string;
          zipCode: string;
        } | null;
      };
    };

/** A line has used its provisioning actions for the UTC day; it may try again after `retryAfterSeconds`. */
export class CarrierQuotaError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('the line has used its carrier actions for today');
    this.name = 'CarrierQuotaError';
  }
}

/** The carrier's daily quota (decision 081) as the customer's refusal. */
export async function withinCarrierQuota<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof CarrierQuotaError)) throw error;
    throw new AppError('TOO_MANY_REQUESTS', PRODUCT_MESSAGES.lines.carrierQuota, {
      retryAfterSeconds: error.retryAfterSeconds,
    });
  }
}

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Actions stored for the line since the UTC day began (the carrier's quota day). */
export async function actionsToday(db: Db | Tx, lineId: string, now = new Date()) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(carrierCommands)
    .where(
      and(
        eq(carrierCommands.lineId, lineId),
        inArray(carrierCommands.kind, PROVISIONING_KINDS),
        gte(carrierCommands.createdAt, startOfUtcDay(now)),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * Stores a line's command in the caller's transaction (which holds the line's row locked, so two
 * requests cannot both take the last action); CarrierQuotaError when the line has none left today.
 */
export async function storeLineCommand(
  tx: Tx,
  target: { userId: string; lineId: string },
  command: LineCommand,
  now = new Date(),
  /** Actions the whole change takes (a new eSIM: the profile and the number's move, 2). */
  actions = 1,
): Promise<CommandRow> {
  const counted = PROVISIONING_KINDS.includes(command.kind);
  if (counted && (await actionsToday(tx, target.lineId, now)) + actions > CARRIER_ACTIONS_PER_LINE_PER_DAY) {
    const next = startOfUtcDay(now).getTime() + 24 * 60 * 60 * 1000;
    throw new CarrierQuotaError(Math.max(1, Math.ceil((next - now.getTime()) / 1000)));
  }
  const [row] = await tx
    .insert(carrierCommands)
    .values({
      reference: `${command.kind}-${target.lineId}-${randomUUID().slice(0, 8)}`,
      userId: target.userId,
      lineId: target.lineId,
      kind: command.kind,
      payload: command.payload,
    })
    .returning();
  if (!row) throw new Error('carrier command was not stored');
  return row;
}

/**
 * The second half of a new eSIM (decision 085): the number moves to the profile the carrier has just
 * released. Stored by the event's transaction without a quota check: the change took both actions
 * when it was stored.
 */
export async function storeFollowUp(
  tx: Tx,
  from: CommandRow,
  command: Extract<SimChangeCommand, { kind: 'move_number' }>,
): Promise<CommandRow> {
  const [row] = await tx
    .insert(carrierCommands)
    .values({
      reference: `${command.kind}-${from.lineId}-${randomUUID().slice(0, 8)}`,
      userId: from.userId,
      lineId: from.lineId,
      kind: command.kind,
      payload: command.payload,
    })
    .returning();
  if (!row) throw new Error('carrier command was not stored');
  return row;
}

/**
 * The carrier refused a request with a retryable outcome (`NETWORK_BUSY`: it did nothing): the
 * command is sent again with a NEW reference (docs/carrier-api.md "Errors"), `<first>:r<n>`.
 */
export function resendWithNewReference(command: CommandRow, error: CarrierErrorRecord) {
  const match = /^(.*):r(\d+)$/.exec(command.reference);
  const reference = match ? `${match[1]}:r${Number(match[2]) + 1}` : `${command.reference}:r2`;
  return {
    reference,
    state: 'ordered',
    requestId: null,
    acceptedAt: null,
    pollAfter: null,
    nextAttemptAt: new Date(),
    error,
    updatedAt: new Date(),
  };
}

export type PendingCommand = { lineId: string; kind: string; payload: Record<string, unknown> };

/** The customer's line commands the carrier has not finished yet (what the line card says is under way). */
export const openLineCommandsOf = (db: Db, userId: string): Promise<PendingCommand[]> =>
  db
    .select({
      lineId: sql<string>`${carrierCommands.lineId}`,
      kind: carrierCommands.kind,
      payload: carrierCommands.payload,
    })
    .from(carrierCommands)
    .where(
      and(
        eq(carrierCommands.userId, userId),
        inArray(carrierCommands.state, OPEN_STATES),
        inArray(carrierCommands.kind, ['set_barring', 'set_e911_address', 'new_sim', 'move_number']),
      ),
    )
    .orderBy(carrierCommands.createdAt);

/** The state of the line's newest E911 command (undefined: none was ever sent through the outbox). */
export async function latestE911StateOf(db: Db, lineId: string) {
  const [row] = await db
    .select({ state: carrierCommands.state, payload: carrierCommands.payload })
    .from(carrierCommands)
    .where(and(eq(carrierCommands.lineId, lineId), eq(carrierCommands.kind, 'set_e911_address')))
    .orderBy(desc(carrierCommands.createdAt))
    .limit(1);
  return row;
}
