/** Family accounts (decision 072) built from the lines module's parts: members, requests and the line-access rule. */
import type { Db } from '../../../db/client';
import type { Line } from '@mvno/contracts/api/lines';
import type { Clock } from '../../../lib/clock';
import type { Log } from '../../../lib/log';
import type { RateLimiter } from '../../../lib/rate-limiter';
import type { MailContext, MailSender } from '../../../lib/mail';
import { createSecretHasher, deriveKey } from '../../../lib/secret-tokens';
import { createLineAccess } from '../line-access';
import type { TopUpService } from '../top-ups/top-up-service';
import type { PlanChangeService } from '../plan-periods/plan-change-service';
import { createLineChangeRequestService } from './line-change-requests-service';
import { createLineRequestRepository } from './line-requests-repository';
import { createLineRequestService } from './line-requests-service';
import { createLineTransferRepository } from './line-transfers-repository';
import { createLineTransferService } from './line-transfers-service';
import { createMembersRepository } from './members-repository';
import { createMembersService } from './members-service';
import type { LostPhoneService } from '../lost-phone/lost-phone-service';
import { createMemberControlsRepository } from './member-controls-repository';
import { createMemberControlsService } from './member-controls-service';
import { createDataCapRepository } from './data-cap-repository';
import { createDataCapService } from './data-cap-service';

export function createMembersSlice(deps: {
  db: Db;
  dataEncryptionKey: string;
  linesOf: (ownerId: string) => Promise<Line[]>;
  topUps: TopUpService;
  /** Plan changes (decision 018): an approved plan-change request is made through them (decision 088). */
  planChanges: PlanChangeService;
  limiter: RateLimiter;
  /** The plans' clock: invitations and requests expire by it. */
  renewals: { clock: Clock };
  mail: MailSender;
  mailContext: MailContext;
  log: Log;
  /** The line's bar, which pauses a line (decision 089). */
  lostPhone: Pick<LostPhoneService, 'suspend' | 'resume'>;
  /** The carrier outbox (decision 081), which bars a capped line's data (decision 096); null: built-in carrier. */
  carrierOutbox: { kick(): Promise<unknown> } | null;
  /** Reads a line's usage now (the usage sweep for one line), so a changed cap applies at once. */
  recheckUsage: (lineId: string) => Promise<void>;
}) {
  const repository = createMembersRepository(deps.db);
  const { mail, mailContext, log } = deps;
  const { clock } = deps.renewals;
  const members = createMembersService({
    repository,
    tokens: createSecretHasher(deriveKey(deps.dataEncryptionKey, 'member-invitation')),
    linesOf: deps.linesOf,
    clock,
    limiter: deps.limiter,
    mail,
    mailContext,
    log,
  });
  const access = createLineAccess(members);
  const requestRows = createLineRequestRepository(deps.db);
  // A line's controls (decision 089): its cap is checked by the requests below.
  const controls = createMemberControlsService({
    controls: createMemberControlsRepository(deps.db),
    members: repository,
    roles: members,
    lostPhone: () => deps.lostPhone,
    clock,
    mail,
    mailContext,
    log,
  });
  const changes = createLineChangeRequestService({
    db: deps.db,
    requests: requestRows,
    members: repository,
    planChanges: deps.planChanges,
    access,
    clock,
    mail,
    mailContext,
    log,
    capChanged: deps.recheckUsage,
    spendingCap: controls,
  });
  // The data cap applied at the carrier (decision 096), told every line's usage by the sweep.
  const dataCap = createDataCapService({
    caps: createDataCapRepository(deps.db),
    members: repository,
    outbox: deps.carrierOutbox,
    mail,
    mailContext,
    log,
  });
  const requests = createLineRequestService({
    requests: requestRows,
    fulfil: changes.fulfil,
    members: repository,
    topUps: deps.topUps,
    access,
    clock,
    mail,
    mailContext,
    log,
    spendingCap: controls,
    costNow: changes.costNow,
  });
  const transfers = createLineTransferService({
    transfers: createLineTransferRepository(deps.db),
    members: repository,
    clock,
    mail,
    mailContext,
    log,
  });
  return { members, requests, transfers, access, repository, changes, controls, dataCap };
}
