/**
 * Members' requests (decision 072): a member asks for a data add-on on their line; the owner and the
 * managers are mailed a link; one of them approves or declines it before LINE_REQUEST_HOURS pass on
 * the app's clock, after which it is expired (recorded when read or answered, never edited silently).
 * An approved request buys the add-on for the owner through the data add-ons' own purchase, with the
 * key `line-request-<id>`: whoever approves and however often, the owner's card is charged once.
 */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { LineRequest } from '@mvno/contracts/api/members';
import { DATA_TOP_UPS } from '@mvno/contracts/product-constants/top-ups';
import { AppError } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import type { Log } from '../../../lib/log';
import { inLanguage, type Mailing, sendOrLog } from '../../../lib/mail';
import type { Customer } from '../../accounts/accounts-types';
import type { TopUpService } from '../top-ups/top-up-service';
import type { LineRequestRepository, LineRequestRow } from './line-requests-repository';
import { lineRequestMail, requestDecidedMail } from './members-mails';
import type { MembersRepository } from './members-repository';
import { nameOfLine } from './members-service';
import type { LineAccess } from '../line-access';
import type { Fulfilment } from './line-change-requests-service';
import { whatIn } from './line-change-requests-mails';
import type { MemberControlsService } from './member-controls-service';
import { createRequestSubmit } from './line-request-submit';

const M = ACCOUNT_MESSAGES.members;

export type LineRequestDeps = Mailing & {
  requests: LineRequestRepository;
  members: MembersRepository;
  topUps: Pick<TopUpService, 'buy' | 'optionsFor'>;
  clock: Clock;
  log: Log;
  /** Whom a call on a line serves, and whether the caller's role allows it (line-access.ts). */
  access: LineAccess;
  /** Carries out an approved plan-change or data-cap request (decision 088). */
  fulfil?: Fulfilment;
  /** A line's monthly spending cap on members' requests (decision 089). */
  spendingCap?: Pick<MemberControlsService, 'checkCap'>;
  /** What approving a request of another kind would charge now (a plan change now, decision 096). */
  costNow?: (request: LineRequestRow['request']) => Promise<number>;
};

const topUpName = (id: string) => DATA_TOP_UPS.find((topUp) => topUp.id === id)?.name ?? id;

export const viewOf = ({ request, requesterName, nickname, mdn, planName }: LineRequestRow): LineRequest => ({
  id: request.id,
  kind: request.kind,
  topUpId: request.topUpId,
  topUpName: request.topUpId === null ? null : topUpName(request.topUpId),
  planId: request.planId,
  planName: request.planId === null ? null : (planName ?? ''),
  when: request.planWhen,
  capGb: request.capGb,
  lineId: request.lineId,
  lineName: nameOfLine({ nickname, mdn }),
  requesterName,
  status: request.status,
  createdAt: request.createdAt.toISOString(),
  expiresAt: request.expiresAt.toISOString(),
  decidedAt: request.decidedAt?.toISOString() ?? null,
  charged: request.charged === null || request.charged === 'none' ? null : request.charged === 'paid',
  transactionId: request.transactionId,
});

export function createLineRequestService(deps: LineRequestDeps) {
  const { requests, members, topUps, clock, mail, mailContext, log } = deps;
  const notFound = () => new AppError('NOT_FOUND', M.requestNotFound);
  const submit = createRequestSubmit(deps);

  /** The request, if the caller may answer it (its owner or a manager of the account); else 404. */
  async function answerable(caller: Customer, requestId: string) {
    const row = await requests.byId(requestId);
    if (!row) throw notFound();
    const { ownerId } = row.request;
    if (ownerId !== caller.id) {
      const role = await members.membershipOn(caller.id, ownerId, row.request.lineId);
      if (role?.role !== 'manager') throw notFound();
    }
    return row;
  }

  /** The state it is in now, expiry applied. */
  async function fresh(requestId: string): Promise<LineRequestRow> {
    await requests.expireDue(requests.idIs(requestId), clock.now());
    const row = await requests.byId(requestId);
    if (!row) throw notFound();
    return row;
  }

  function refusalOf(row: LineRequestRow): AppError {
    return new AppError('CONFLICT', row.request.status === 'expired' ? M.requestExpired : M.requestDecided);
  }

  async function mailDecision(row: LineRequestRow, approved: boolean) {
    const requester = await members.personOf(row.request.requesterId);
    if (!requester) return;
    const { request } = row;
    const context = inLanguage(mailContext, requester.language);
    const what =
      request.kind === 'top_up'
        ? topUpName(request.topUpId ?? '')
        : whatIn(
            { kind: request.kind, planName: row.planName, when: request.planWhen, capGb: request.capGb },
            context,
          );
    await sendOrLog(
      mail,
      log,
      () =>
        requestDecidedMail(
          {
            to: requester.email,
            firstName: requester.firstName,
            what,
            lineName: nameOfLine(row),
            approved,
            link: `${mailContext.publicUrl}/dashboard`,
          },
          context,
        ),
      { requestId: row.request.id },
      'request answer mail could not be sent',
    );
  }

  /**
   * Buys the approved add-on for the owner with the request's key (the data add-ons claim one purchase
   * per owner and key) and records the outcome once; a purchase another call is making with the key
   * is left to it. `quiet`: a caller finishing another's approval.
   */
  async function chargeOnce(request: LineRequestRow['request'], quiet: boolean): Promise<string> {
    if (request.kind !== 'top_up' && deps.fulfil) return deps.fulfil(request, quiet);
    const owner = await members.personOf(request.ownerId);
    try {
      if (!owner) throw notFound();
      const bought = await topUps.buy(owner, request.lineId, {
        topUpId: request.topUpId ?? '',
        idempotencyKey: `line-request-${request.id}`,
      });
      await requests.recordCharge(
        request.id,
        bought.successful ? 'paid' : 'failed',
        bought.transactionId || null,
      );
      return bought.successful ? M.approved : M.approvedNotCharged(bought.message);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Another call is charging with the same key: it records the outcome.
      if (error.message === ACCOUNT_MESSAGES.topUps.inProgress) return quiet ? M.requestDecided : M.approved;
      // Refused before any charge (no saved card, the line left service): recorded as not charged.
      await requests.recordCharge(request.id, 'failed', null);
      return M.approvedNotCharged(error.message);
    }
  }

  return {
    /** A member (or manager) asks for an add-on on a line of the account; the line must be able to take one. */
    async ask(caller: Customer, lineId: string, topUpId: string) {
      const { acting: owner, role } = await deps.access.resolve(caller, lineId, 'createLineRequest');
      // The owner buys an add-on directly; a line that is not shared with the caller names nothing.
      if (!role) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);
      // The add-on's own rules (a line in service with a data allowance) refuse what could never be bought.
      await topUps.optionsFor(owner, lineId);
      await deps.spendingCap?.checkCap({ ownerId: owner.id, requesterId: caller.id, lineId, topUpId });
      const row = await submit(caller, owner, lineId, { kind: 'top_up', topUpId }, (facts, context) =>
        lineRequestMail({ ...facts, what: topUpName(topUpId) }, context),
      );
      return { message: M.requestSent, request: viewOf(row) };
    },

    async list(caller: Customer) {
      const now = clock.now();
      await requests.expireDue(requests.involves(caller.id), now);
      const mine = await requests.madeBy(caller.id);
      let toAnswer = await requests.toAnswerBy(caller.id);
      // A managed account's requests past their time are recorded expired before they are shown.
      const due = toAnswer.filter((row) => row.request.status === 'pending' && row.request.expiresAt <= now);
      if (due.length > 0) {
        await requests.expireDue(requests.idsIn(due.map((row) => row.request.id)), now);
        toAnswer = await requests.toAnswerBy(caller.id);
      }
      return { mine: mine.map(viewOf), toAnswer: toAnswer.map(viewOf) };
    },

    async decline(caller: Customer, requestId: string) {
      await answerable(caller, requestId);
      await fresh(requestId);
      const decided = await requests.decide(requestId, 'declined', caller.id, clock.now());
      const row = await fresh(requestId);
      if (!decided) throw refusalOf(row);
      await mailDecision(row, false);
      return { message: M.declined, request: viewOf(row) };
    },

    /**
     * Approves once: the one caller whose conditional update moves the request from pending buys the
     * add-on for the owner (key `line-request-<id>`, so a retry after a crash cannot charge again);
     * any other caller is answered with the request as it stands.
     */
    async approve(caller: Customer, requestId: string) {
      await answerable(caller, requestId);
      const waiting = (await fresh(requestId)).request;
      // The cap counts data add-ons (decision 089) and a plan change made now (decision 096).
      if (waiting.status === 'pending' && waiting.topUpId !== null)
        await deps.spendingCap?.checkCap({ ...waiting, topUpId: waiting.topUpId });
      else if (waiting.status === 'pending' && deps.costNow)
        await deps.spendingCap?.checkCap({
          ownerId: waiting.ownerId,
          requesterId: waiting.requesterId,
          lineId: waiting.lineId,
          amountCents: await deps.costNow(waiting),
        });
      const decided = await requests.decide(requestId, 'approved', caller.id, clock.now());
      if (!decided) {
        const row = await fresh(requestId);
        if (row.request.status !== 'approved') throw refusalOf(row);
        // Approved by another call whose charge has no outcome yet (still running, or its server
        // died): the same key finishes it, or answers "in progress"; never a second charge.
        if (row.request.charged === null) await chargeOnce(row.request, true);
        return { message: M.requestDecided, request: viewOf(await fresh(requestId)) };
      }
      const message = await chargeOnce(decided, false);
      const row = await fresh(requestId);
      await mailDecision(row, true);
      return { message, request: viewOf(row) };
    },
  };
}

export type LineRequestService = ReturnType<typeof createLineRequestService>;
