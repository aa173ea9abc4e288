/**
 * Members' plan-change and data-cap requests (decision 088). A member (or a manager) asks for another
 * plan on their line, now or at the next renewal, or for a data cap; the owner and the managers are
 * mailed, and answer it as a data add-on request (line-requests-service.ts: decided once by a
 * conditional update, expired after LINE_REQUEST_HOURS). An approved plan change is made for the owner
 * by the plan change's own service with the key `line-request-<id>`, so the owner's card is charged
 * once however often and by whomever it is approved; a data cap charges nothing.
 */
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { DataCapRequestBody, PlanChangeRequestBody } from '@mvno/contracts/api/line-change-requests';
import type { Db } from '../../../db/client';
import { planChanges as planChangeRows } from '../../../db/schema/plan-changes';
import { AppError } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import type { Log } from '../../../lib/log';
import type { Mailing } from '../../../lib/mail';
import type { Customer } from '../../accounts/accounts-types';
import type { LineAccess } from '../line-access';
import type { PlanChangeService } from '../plan-periods/plan-change-service';
import { changeRequestMail } from './line-change-requests-mails';
import type { LineRequestRecord, LineRequestRepository } from './line-requests-repository';
import type { MemberControlsService } from './member-controls-service';
import type { MembersRepository } from './members-repository';
import { createRequestSubmit } from './line-request-submit';

const M = ACCOUNT_MESSAGES.members;

export type LineChangeRequestDeps = Mailing & {
  db: Db;
  requests: LineRequestRepository;
  members: MembersRepository;
  planChanges: Pick<PlanChangeService, 'quote' | 'change'>;
  access: LineAccess;
  clock: Clock;
  log: Log;
  /** Reads the line's usage again once its cap changed, so the cap's bar follows at once (decision 096). */
  capChanged?: (lineId: string) => Promise<void>;
  /** The line's monthly spending cap (decision 089), which counts a plan change made now (decision 096). */
  spendingCap?: Pick<MemberControlsService, 'checkCap'>;
};

/** How an approved request of another kind than a data add-on was carried out, and what to answer. */
export type Fulfilment = (request: LineRequestRecord, quiet: boolean) => Promise<string>;

export function createLineChangeRequestService(deps: LineChangeRequestDeps) {
  const { db, requests, members, planChanges, access, log } = deps;

  /** The line's owner when the caller has a role on it (the owner changes the plan directly: 404). */
  async function ownerFor(caller: Customer, lineId: string, operationId: string) {
    const { acting, role } = await access.resolve(caller, lineId, operationId);
    if (!role) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);
    return acting;
  }

  const lodge = createRequestSubmit(deps);

  /** Records the request (one waiting per line) and mails the owner and the managers a link to answer. */
  const submit = (
    caller: Customer,
    owner: Customer,
    lineId: string,
    asked: Pick<LineRequestRecord, 'kind' | 'planId' | 'planWhen' | 'capGb'>,
    planNameOf: string | null,
  ) =>
    lodge(caller, owner, lineId, asked, (facts, context) =>
      changeRequestMail(
        {
          ...facts,
          kind: asked.kind === 'plan_change' ? 'plan_change' : 'data_cap',
          planName: planNameOf,
          when: asked.planWhen,
          capGb: asked.capGb,
        },
        context,
      ),
    );

  /**
   * Makes the approved plan change for the owner under the request's key. The approver's call quotes
   * it afresh (the amount charged now is today's, at most what the quote says). Both callers of an
   * approval (the approver, and one finishing another's approval: `quiet`) may make the change, and
   * either may lose the key to the other: what is recorded is what the change under the key did, read
   * from its row (paid or declined), never a caller's own answer while that change is still being
   * made (the call making it records it). A change refused before any row (the plan left the
   * catalogue, the line left service), or one at the renewal, is recorded by the approver.
   */
  const changePlan: Fulfilment = async (request, quiet) => {
    const owner = await members.personOf(request.ownerId);
    const key = `line-request-${request.id}`;
    let answer: { successful: boolean; message: string } | undefined;
    let refusal: AppError | undefined;
    try {
      if (!owner || !request.planId || !request.planWhen) throw new AppError('NOT_FOUND', M.requestNotFound);
      const quote = await planChanges.quote(owner, request.lineId, request.planId);
      answer = await planChanges.change(owner, request.lineId, {
        planId: request.planId,
        when: request.planWhen,
        periodEnd: quote.periodEnd,
        idempotencyKey: key,
        quotedAmount: request.planWhen === 'now' ? (quote.now?.amount ?? undefined) : undefined,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusal = error;
    }
    const [made] = owner
      ? await db
          .select({ status: planChangeRows.status, transactionId: planChangeRows.transactionId })
          .from(planChangeRows)
          .where(and(eq(planChangeRows.userId, owner.id), eq(planChangeRows.idempotencyKey, key)))
          .limit(1)
      : [];
    if (made?.status === 'paid') await requests.recordCharge(request.id, 'paid', made.transactionId);
    else if (made?.status === 'declined' || made?.status === 'cancelled')
      await requests.recordCharge(request.id, 'failed', null);
    else if (!made && !quiet)
      await requests.recordCharge(
        request.id,
        answer && request.planWhen === 'renewal' ? 'none' : 'failed',
        null,
      );
    if (answer?.successful) return answer.message;
    if (quiet) return M.requestDecided;
    // The other caller's change under the key paid, or is being made: this approval stands.
    if (made?.status === 'paid' || made?.status === 'pending') return M.statusApproved;
    return M.approvedNotCharged(answer?.message ?? refusal?.message ?? '');
  };

  /** A data cap is the latest approved data-cap request of the line: approving records it, charging nothing. */
  const setCap: Fulfilment = async (request) => {
    await requests.recordCharge(request.id, 'none', null);
    await deps
      .capChanged?.(request.lineId)
      .catch((error: unknown) =>
        log.error({ err: error, lineId: request.lineId }, 'data cap not applied yet'),
      );
    return M.capSet;
  };

  return {
    /** What approving the request would charge now (a plan change now, quoted afresh); 0 otherwise. */
    async costNow(request: LineRequestRecord): Promise<number> {
      if (request.kind !== 'plan_change' || request.planWhen !== 'now' || !request.planId) return 0;
      const owner = await members.personOf(request.ownerId);
      if (!owner) return 0;
      try {
        const quote = await planChanges.quote(owner, request.lineId, request.planId);
        return quote.now ? Math.round(quote.now.amount * 100) : 0;
      } catch (error) {
        // What can no longer be made is refused by the approval itself, charging nothing.
        if (error instanceof AppError) return 0;
        throw error;
      }
    },

    fulfil: ((request, quiet) =>
      request.kind === 'plan_change' ? changePlan(request, quiet) : setCap(request, quiet)) as Fulfilment,

    async askPlanChange(caller: Customer, lineId: string, body: PlanChangeRequestBody) {
      const owner = await ownerFor(caller, lineId, 'createPlanChangeRequest');
      // The plan change's own rules refuse what could never be made (the same plan, a line not renewing).
      const quote = await planChanges.quote(owner, lineId, body.planId);
      if (body.when === 'now' && !quote.now)
        throw new AppError('CONFLICT', quote.nowUnavailable ?? M.requestDecided);
      if (body.when === 'now' && quote.now)
        await deps.spendingCap?.checkCap({
          ownerId: owner.id,
          requesterId: caller.id,
          lineId,
          amountCents: Math.round(quote.now.amount * 100),
        });
      const row = await submit(
        caller,
        owner,
        lineId,
        { kind: 'plan_change', planId: body.planId, planWhen: body.when, capGb: null },
        quote.plan.name,
      );
      return { message: M.requestSent, row };
    },

    async askDataCap(caller: Customer, lineId: string, body: DataCapRequestBody) {
      const owner = await ownerFor(caller, lineId, 'createDataCapRequest');
      const row = await submit(
        caller,
        owner,
        lineId,
        { kind: 'data_cap', planId: null, planWhen: null, capGb: body.capGb },
        null,
      );
      return { message: M.requestSent, row };
    },
  };
}

export type LineChangeRequestService = ReturnType<typeof createLineChangeRequestService>;
