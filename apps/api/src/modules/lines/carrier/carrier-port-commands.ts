/**
 * A port-in's commands to the carrier's HTTP API (decision 093): the submission, an update in place
 * (new details for a running or refused port: the carrier sends the same port round again) and a
 * cancel (a refused port given up). Each is a row of the carrier outbox stored in the transaction of
 * the port's change (port-repository.ts hooks), before anything is sent; the old carrier's account
 * number and PIN stay sealed in the row (DATA_ENCRYPTION_KEY) and are opened only to be sent.
 *
 * The carrier's port is the submit request (its id is the request id): an update or cancel is sent
 * once the submission has been accepted, and waits (a retryable pause) until then.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carrierCommands } from '../../../db/schema/carrier';
import { subscriptionLines } from '../../../db/schema/lines';
import type { FieldCipher } from '../../../lib/field-cipher';
import type { PortCarrierHooks, PortRecord } from '../lines/port-repository';
import { CarrierCommandError, type CarrierCommand } from './http-carrier-client';
import { isPortInState } from './port-in-states';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CommandRow = typeof carrierCommands.$inferSelect;

export const PORT_COMMAND_KINDS = ['port_in_submit', 'port_in_update', 'port_in_cancel'];

/** The details the old carrier matches, as stored (account number and PIN sealed). */
const detailsOf = (port: PortRecord) => ({
  billingAccountNumber: port.billingAccountNumber,
  pin: port.pin,
  firstName: port.firstName,
  lastName: port.lastName,
  zipCode: port.zipCode,
});

/** The port's submit command (the carrier's port), if it was ever submitted through the outbox. */
// Not locked: the port's own row, locked by its change, serializes the changes of one port; locking
// the command too would take the locks in the other order than an event does (a deadlock).
export async function submitCommandOf(db: Db | Tx, portId: string) {
  const query = db
    .select()
    .from(carrierCommands)
    .where(
      and(eq(carrierCommands.kind, 'port_in_submit'), sql`${carrierCommands.payload}->>'portId' = ${portId}`),
    )
    .limit(1);
  const [row] = await query;
  return row;
}

async function insert(
  tx: Tx,
  port: PortRecord,
  kind: string,
  reference: string,
  payload: Record<string, unknown>,
) {
  await tx
    .insert(carrierCommands)
    .values({ reference, userId: port.userId, lineId: port.lineId, kind, payload })
    .onConflictDoNothing();
}

const update = (tx: Tx, port: PortRecord) =>
  insert(tx, port, 'port_in_update', `port_in_update-${port.id}-${randomUUID().slice(0, 8)}`, {
    portId: port.id,
    ...detailsOf(port),
  });

/** The carrier outbox's part of each port change, for createPortRepository. */
export const portCarrierHooks: PortCarrierHooks = {
  async submitted(tx, port) {
    // The first submission makes the carrier's port; a re-submission (after a refusal) updates it.
    if (await submitCommandOf(tx, port.id)) return update(tx, port);
    await insert(tx, port, 'port_in_submit', `port_in_submit-${port.id}`, {
      portId: port.id,
      msisdn: port.msisdn,
      partnerSim: port.partnerSimIccid !== null,
      ...detailsOf(port),
    });
  },
  async detailsChanged(tx, port) {
    if (await submitCommandOf(tx, port.id)) await update(tx, port);
  },
  async dropped(tx, port) {
    const submit = await submitCommandOf(tx, port.id);
    const state = submit?.payload.portState;
    if (!submit || (isPortInState(state) && (state === 'completed' || state === 'cancelled'))) return;
    await insert(tx, port, 'port_in_cancel', `port_in_cancel-${port.id}`, { portId: port.id });
  },
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** Waits for something the carrier must have first: sent again after the outbox's pause. */
const notYet = (code: string, message: string) => new CarrierCommandError(code, true, null, message);

/** The command as the carrier takes it, from a stored port command (the sealed details opened). */
export async function portCommandOf(db: Db, cipher: FieldCipher, row: CommandRow): Promise<CarrierCommand> {
  const p = row.payload;
  const opened = {
    billingAccountNumber: cipher.open(text(p.billingAccountNumber)),
    pin: cipher.open(text(p.pin)),
    firstName: text(p.firstName),
    lastName: text(p.lastName),
  };
  if (row.kind === 'port_in_submit') {
    const [line] = row.lineId
      ? await db
          .select({ mdn: subscriptionLines.mdn, status: subscriptionLines.status })
          .from(subscriptionLines)
          .where(eq(subscriptionLines.id, row.lineId))
      : [];
    // The brought number replaces the line's temporary one at the carrier: the line must be there.
    if (line?.status === 'activating') throw notYet('LINE_NOT_ACTIVE', 'the line is not active yet');
    return {
      kind: 'port_in_submit',
      msisdn: String(p.msisdn),
      zipCode: String(p.zipCode),
      partnerSim: p.partnerSim === true,
      ...(line?.mdn ? { lineMdn: line.mdn } : {}),
      ...opened,
    };
  }
  const submit = await submitCommandOf(db, String(p.portId));
  if (!submit?.requestId) throw notYet('PORT_NOT_ACCEPTED', 'the port-in was not accepted yet');
  if (row.kind === 'port_in_cancel') return { kind: 'port_in_cancel', portId: submit.requestId };
  return { kind: 'port_in_update', portId: submit.requestId, zipCode: String(p.zipCode), ...opened };
}
