// The chaos run's port-ins (decision 093), beside bench/carrier-chaos.mjs: on a working line the
// customer brings a number (a documented test number: most move at once, one in four is refused on
// its first attempt), and changes the old carrier's details at once (an update in place of the
// running port). After the line actions, every refused port is sent again with corrected details
// (another update in place at the carrier). At the end: ports completed twice, ports open or refused
// still (lost or stuck), and ports whose state differs from the carrier's.

/** Test numbers (README "Test numbers for port-in"): 5550199 moves; 5550122 is refused once (PIN). */
const SUFFIXES = ['5550199', '5550122', '5550199', '5550199'];

const OLD_SERVICE = { billingAccountNumber: '123456789', billingAccountPassword: '4321' };

/** A number no other port of the run brings: a fresh area code and exchange for each. */
export function broughtNumber(n) {
  // Area codes 201-989 without the N11 service codes; the run's own suffix for each 4th.
  const areas = [];
  for (let a = 201; a < 990 && areas.length <= n; a += 1) if (a % 100 !== 11) areas.push(a);
  return `${areas[n % areas.length]}${SUFFIXES[n % SUFFIXES.length]}`;
}

/**
 * One port action: bring the number onto the line (answered 200), then correct its holder's name
 * (an update in place; a port that has already ended answers 409, counted as `updateLate`; any
 * other answer is `updateRefused`, which must stay 0).
 */
export async function portAction({ call, withRetries, appUrl, counts }, entry, n) {
  const msisdn = broughtNumber(Math.floor(n / 4));
  const token = entry.customer.token;
  const brought = await withRetries(() =>
    call(appUrl, 'POST', '/app/users/portin/bring/number', {
      token,
      body: {
        replaceNumber: true,
        msisdn,
        zipCode: '10001',
        oldService: OLD_SERVICE,
        tempSubscriptionId: entry.lineId,
      },
    }),
  );
  if (brought?.status !== 200) return brought;
  const updated = await withRetries(() =>
    call(appUrl, 'POST', '/app/users/portin/temp/update', {
      token,
      body: {
        msisdn,
        oldService: OLD_SERVICE,
        // A name is letters only: the n-th holder by letter.
        accountDetails: {
          firstName: 'Chaos',
          lastName: `Holder ${String.fromCharCode(65 + (n % 26))}`,
          zipCode: '10001',
        },
      },
    }),
  );
  if (updated?.status === 200) counts.updated += 1;
  // 409: the port has ended here (completed, or refused: sent again later).
  else if (updated?.status === 409) counts.updateLate += 1;
  else counts.updateRefused += 1;
  return brought;
}

/** Every refused port is sent again by its customer with the corrected details. */
export async function resubmitRefused({ db, call, withRetries, appUrl, tokens, counts }) {
  const refused = (await db.query("SELECT id, line_id, msisdn FROM port_requests WHERE status = 'rejected'"))
    .rows;
  for (const port of refused) {
    const token = tokens.get(port.line_id);
    if (!token) continue;
    const answer = await withRetries(() =>
      call(appUrl, 'POST', '/app/users/portin/make/start', {
        token,
        body: {
          msisdn: port.msisdn,
          oldService: { ...OLD_SERVICE, firstName: 'Chaos', lastName: 'Holder' },
          accountDetails: { firstName: 'Chaos', lastName: 'Holder', zipCode: '10001' },
          activationDetails: { tempSubscriptionId: port.line_id },
        },
      }),
    );
    if (answer?.status === 200) counts.resubmitted += 1;
  }
  return refused.length;
}

/** SQL for the drain: a refused port's submit command stays open for the customer's correction. */
export const OPEN_PORT_COMMANDS_WAITING = "kind = 'port_in_submit' AND payload->>'portState' = 'rejected'";

/**
 * The ports' counts, once drained: each must be 0. `resubmitFrom`: updates stored before it are the
 * customers' corrections of running ports (landed in place at the carrier, or late: the carrier
 * refused it as the port had ended); after it, re-submissions of refused ports.
 */
export async function portCounts({ db, admin, resubmitFrom }) {
  const updates = Object.fromEntries(
    (
      await db.query(
        `SELECT state, count(*)::int AS n FROM carrier_commands
          WHERE kind = 'port_in_update' AND created_at < $1 GROUP BY state`,
        [resubmitFrom],
      )
    ).rows.map((row) => [row.state, row.n]),
  );
  const completedTwice = (
    await db.query(
      `SELECT count(*)::int AS n FROM (SELECT port_id FROM port_events WHERE type = 'completed'
         GROUP BY port_id HAVING count(*) > 1) x`,
    )
  ).rows[0].n;
  const open = (
    await db.query(
      "SELECT count(*)::int AS n FROM port_requests WHERE status IN ('submitted','pending','rejected')",
    )
  ).rows[0].n;
  const ports = (
    await db.query(
      `SELECT p.id, p.status, p.msisdn, l.mdn AS line_mdn, c.request_id, c.payload->>'portState' AS port_state
         FROM port_requests p
         JOIN subscription_lines l ON l.id = p.line_id
         LEFT JOIN carrier_commands c ON c.kind = 'port_in_submit' AND c.payload->>'portId' = p.id::text`,
    )
  ).rows;
  const expected = {
    completed: 'completed',
    rejected: 'action_required',
    submitted: 'in_progress',
    pending: 'in_progress',
  };
  const mismatched = [];
  for (const port of ports) {
    if (!port.request_id) {
      mismatched.push({ id: port.id, why: 'never reached the carrier', status: port.status });
      continue;
    }
    const theirs = await (await admin('GET', `/v1/requests/${port.request_id}`)).json();
    if (theirs.status !== expected[port.status])
      mismatched.push({ id: port.id, why: 'state', ours: port.status, theirs: theirs.status });
    else if (port.status === 'completed' && port.line_mdn !== port.msisdn)
      mismatched.push({ id: port.id, why: 'the line lacks its brought number' });
  }
  return {
    ports: ports.length,
    portsCompleted: ports.filter((p) => p.status === 'completed').length,
    portsCompletedTwice: completedTwice,
    portUpdatesLanded: updates.completed ?? 0,
    portUpdatesRefusedByCarrier: updates.failed ?? 0,
    portUpdatesOpen: Object.entries(updates)
      .filter(([state]) => !['completed', 'failed'].includes(state))
      .reduce((sum, [, n]) => sum + n, 0),
    portsOpen: open,
    portMismatches: mismatched.length,
    portMismatchExamples: mismatched.slice(0, 5),
  };
}

// The chaos run's port-outs (decision 101): among the line actions, another carrier asks for a few
// activated lines the other actions leave alone (through `/dev/carrier/port-out`, played at the
// carrier); the customer has made a transfer PIN first; the second of every four presents a wrong
// PIN and is refused. At the end: port-outs completed twice, still open (stuck), and lines whose outcome
// differs from the carrier's (our line ended exactly when one of the carrier's port-outs for it completed:
// an ask sent again after a lost answer is a second request, which the carrier denies once the PIN is used).

/** One port-out: the customer's transfer PIN, then the other carrier's request. */
export async function portOutAction({ call, withRetries, appUrl, counts, stepUp, restarted }, entry, n) {
  await stepUp(entry.customer);
  await restarted();
  const made = await withRetries(() =>
    call(appUrl, 'POST', `/app/users/lines/${entry.lineId}/transfer-pin`, { token: entry.customer.token }),
  );
  if (made?.status !== 200) {
    counts.pinRefused += 1;
    return;
  }
  const wrong = n % 4 === 1;
  const pin = wrong
    ? String((Number(made.body.pin) + 1) % 10 ** made.body.pin.length).padStart(made.body.pin.length, '0')
    : made.body.pin;
  const mdn = (
    await withRetries(() => call(appUrl, 'GET', '/app/users/lines', { token: entry.customer.token }))
  )?.body?.lines?.find((line) => line.id === entry.lineId)?.mdn;
  await restarted();
  const asked = await withRetries(() =>
    call(appUrl, 'POST', '/dev/carrier/port-out', {
      body: { mdn, accountNumber: made.body.accountNumber, pin, requestedBy: 'Chaos Wireless' },
    }),
  );
  if (asked?.status === 200) counts[wrong ? 'askedWrongPin' : 'asked'] += 1;
  else counts.askRefused += 1;
}

/** The port-outs' counts, once drained: completed twice, stuck and mismatched must be 0. */
export async function portOutCounts({ db, admin }) {
  const rows = (
    await db.query(
      `SELECT c.request_id, c.line_id, c.payload->>'portOutState' AS state, c.payload->>'answered' AS answered,
              c.payload->>'accepted' AS accepted, l.status AS line_status
         FROM carrier_commands c JOIN subscription_lines l ON l.id = c.line_id
        WHERE c.kind = 'port_out'`,
    )
  ).rows;
  const completedTwice = (
    await db.query(
      `SELECT count(*)::int AS n FROM (SELECT c.line_id FROM carrier_events e
         JOIN carrier_commands c ON c.id = e.command_id
        WHERE e.type = 'port_out.completed' AND e.outcome = 'applied' GROUP BY c.line_id HAVING count(*) > 1) x`,
    )
  ).rows[0].n;
  const mismatched = [];
  // Per line: ended here exactly when one of the carrier's requests for its number completed.
  const lines = new Map();
  for (const row of rows) {
    const theirs = await (await admin('GET', `/v1/requests/${row.request_id}`)).json();
    if (!['completed', 'denied'].includes(theirs.state))
      mismatched.push({ portOutId: row.request_id, ours: row.line_status, theirs: theirs.state });
    const line = lines.get(row.line_id) ?? { ours: row.line_status, theirs: [] };
    line.theirs.push({ portOutId: row.request_id, state: theirs.state });
    lines.set(row.line_id, line);
  }
  for (const [lineId, line] of lines) {
    const completed = line.theirs.some((request) => request.state === 'completed');
    if (completed !== (line.ours === 'ported_out'))
      mismatched.push({ lineId, ours: line.ours, theirs: line.theirs });
  }
  return {
    portOuts: rows.length,
    portOutsCompleted: rows.filter((r) => r.state === 'completed').length,
    portOutsRefused: rows.filter((r) => r.state === 'denied').length,
    portOutsCompletedTwice: completedTwice,
    portOutsStuck: rows.filter((r) => r.answered !== 'true' || !['completed', 'denied'].includes(r.state))
      .length,
    portOutMismatches: mismatched.length,
    portOutMismatchExamples: mismatched.slice(0, 5),
  };
}
