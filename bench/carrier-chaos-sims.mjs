// The chaos run's physical SIM changes (decision 105), beside bench/carrier-chaos.mjs: on a working
// line the customer moves the number to a SIM card they hold, as the line card's dialog does it (a
// step-up with the mailed code first, then the card's number, its check digit right, under one
// idempotency key that a cut connection sends again). The carrier moves the number (`move_number`
// through the outbox) and voids the old SIM. At the end: changes asked, completed, refused by the
// carrier, stuck (not ended, or refused without the customer told), moved twice, and unlike the
// carrier (our line and the carrier's not both on the asked SIM after a completion, or not both on
// the old one after a refusal).
import { randomInt } from 'node:crypto';
import { passesLuhn } from '@mvno/contracts/field-patterns';

/** A SIM card's number (ICCID, 19 digits: 89 01 260 ..., the check digit last), as printed on the card. */
export function simCardNumber() {
  const body = `8901260${Array.from({ length: 11 }, () => randomInt(10)).join('')}`;
  for (let digit = 0; digit < 10; digit += 1) if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error('no check digit');
}

/** One change to a SIM card; answers the customer's answer (200 while the carrier moves it). */
export async function simCardAction({ call, withRetries, appUrl, counts }, entry) {
  const simNumber = simCardNumber();
  const answer = await withRetries(() =>
    call(appUrl, 'POST', `/app/users/lines/${entry.lineId}/sim-change`, {
      token: entry.customer.token,
      body: { simType: 'psim', simNumber, idempotencyKey: `chaos-psim-${entry.lineId}` },
    }),
  );
  if (answer?.status === 200) counts.asked += 1;
  else counts.askRefused += 1;
  return answer;
}

/** SQL for the drain: a change the carrier refused, whose customer is not told yet, is not done. */
export const SIM_CHANGES_UNTOLD = `SELECT count(*)::int FROM sim_changes s JOIN carrier_commands c
   ON c.kind = 'move_number' AND c.payload->>'simChangeId' = s.id::text
  WHERE c.state = 'failed' AND s.refused_at IS NULL`;

/** The SIM card changes' counts, once drained: stuck, moved twice and unlike the carrier must be 0. */
export async function simCardCounts({ db, carrierLines }) {
  const changes = (
    await db.query(
      `SELECT s.id, s.to_iccid, s.from_iccid, s.refused_at, l.mdn, l.iccid AS line_iccid,
              array_agg(c.state) AS states
         FROM sim_changes s
         JOIN subscription_lines l ON l.id = s.line_id
         JOIN carrier_commands c ON c.kind = 'move_number' AND c.payload->>'simChangeId' = s.id::text
        WHERE s.to_sim_type = 'psim'
        GROUP BY s.id, l.id`,
    )
  ).rows;
  const theirs = new Map(carrierLines.filter((line) => line.status === 'active').map((l) => [l.mdn, l]));
  const mismatched = [];
  let completed = 0;
  let refused = 0;
  let stuck = 0;
  let movedTwice = 0;
  for (const change of changes) {
    const done = change.states.filter((state) => state === 'completed').length;
    const failed = change.states.includes('failed');
    if (done > 1) movedTwice += 1;
    const carrierIccid = theirs.get(change.mdn)?.iccid;
    if (done > 0) {
      completed += 1;
      if (change.line_iccid !== change.to_iccid || carrierIccid !== change.to_iccid)
        mismatched.push({
          id: change.id,
          why: 'not on the asked SIM',
          ours: change.line_iccid,
          carrierIccid,
        });
    } else if (failed && change.refused_at) {
      refused += 1;
      if (change.line_iccid !== change.from_iccid || carrierIccid !== change.from_iccid)
        mismatched.push({ id: change.id, why: 'refused but moved', ours: change.line_iccid, carrierIccid });
    } else stuck += 1;
  }
  return {
    simCardChanges: changes.length,
    simCardChangesCompleted: completed,
    simCardChangesRefused: refused,
    simCardChangesStuck: stuck,
    simCardChangesMovedTwice: movedTwice,
    simCardMismatches: mismatched.length,
    simCardMismatchExamples: mismatched.slice(0, 5),
  };
}
