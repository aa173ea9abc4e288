/**
 * Plans in the console (decision 029): a draft is made and previewed, published (at once or from an
 * effective date), retired (off the shop, still renewing its lines), deleted only while nothing holds
 * it. Every change is announced so that every process serves it (plans list and prerendered pages).
 * A new price of a plan that lines hold is charged from each line's next renewal; each holder is
 * mailed it once, by a job, before that renewal.
 */
import {
  zPlanInput,
  zPlanPublish,
  zPlanUpdate,
  type CataloguePlan,
  type PendingPriceChange,
  type PlanInput,
  type PlanPublish,
  type PlanUpdate,
} from '@mvno/contracts/api/catalogue-plans';
import type { Plan } from '@mvno/contracts/entities';
import { MESSAGES } from '@mvno/contracts/messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import type { ZodType, z } from 'zod';
import { AppError, toFieldErrors } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import type { JobQueue } from '../../../lib/jobs';
import type { Log } from '../../../lib/log';
import { toDollars } from '../../../lib/money';
import type { Customer } from '../../accounts/accounts-types';
import type { CataloguePlanRepository, NewPlan } from './catalogue-plan-repository';
import type { PlanChanges, PlanRecord } from '../plans/plan-repository';
import { toPlan } from '../plans/plan-service';
import { priceChangeMail } from './price-change-mails';
import type { PriceNoticeRepository } from './price-notice-repository';
import { firstRenewalFrom, latestOf, pendingChangesByPlan } from './price-notice-dates';
import { inLanguage, type MailQueue, type MailContext } from '../../../lib/mail/index';

const M = STAFF_MESSAGES.catalogue;
export const PRICE_NOTICES_JOB = 'shop.price-change-notices';

function parse<T>(schema: ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success)
    throw new AppError('VALIDATION', MESSAGES.api.validation, { fieldErrors: toFieldErrors(parsed.error) });
  return parsed.data;
}

const toCataloguePlan = (
  { plan, lines }: { plan: PlanRecord; lines: number },
  pending: Map<string, PendingPriceChange[]>,
): CataloguePlan => ({
  id: plan.id,
  retailName: plan.retailName,
  retailDescription: plan.retailDescription,
  price: toDollars(plan.retailPriceCents),
  popular: plan.popular,
  sortOrder: plan.sortOrder,
  dataAllowanceMb: plan.dataAllowanceMb,
  talkAllowanceMinutes: plan.talkAllowanceMinutes,
  textAllowance: plan.textAllowance,
  status: plan.status,
  effectiveFrom: plan.effectiveFrom?.toISOString() ?? null,
  lines,
  pendingPriceChanges: pending.get(plan.id) ?? [],
});

function changesOf(
  input: PlanInput,
  schema: ZodType<PlanInput> = zPlanInput,
): PlanChanges & Pick<NewPlan, 'retailName' | 'retailDescription' | 'retailPriceCents'> {
  const fields = parse(schema, input) as z.output<typeof zPlanInput>;
  return {
    retailName: fields.retailName,
    retailDescription: fields.retailDescription,
    retailPriceCents: Math.round(fields.price * 100),
    popular: fields.popular,
    sortOrder: fields.sortOrder,
    dataAllowanceMb: fields.dataAllowanceMb ?? null,
    talkAllowanceMinutes: fields.talkAllowanceMinutes ?? null,
    textAllowance: fields.textAllowance ?? null,
  };
}

export function createCataloguePlanService(deps: {
  repository: CataloguePlanRepository;
  /** Drops this process's plans and announces the change to every process. */
  announceChange: () => Promise<void>;
  jobs: JobQueue;
  mail: MailQueue;
  mailContext: MailContext;
  findCustomer: (userId: string) => Promise<Customer | undefined>;
  log: Log;
  /** The held lines' notice (decision 063): their rows, the clock, PRICE_NOTICE_DAYS, PLAN_PERIOD_DAYS. */
  priceNotices: PriceNoticeRepository;
  now: () => Date;
  noticeDays: number;
  periodDays: number;
}) {
  const { repository, priceNotices } = deps;
  const DAY_MS = 86_400_000;
  const noticeEnd = () => new Date(deps.now().getTime() + deps.noticeDays * DAY_MS);
  const pending = async () => pendingChangesByPlan(await priceNotices.pendingChanges(), noticeEnd());

  async function found(id: string) {
    const row = isUuid(id) ? await repository.find(id) : undefined;
    if (!row) throw new AppError('NOT_FOUND', M.planNotFound);
    return row;
  }

  async function change(
    id: string,
    changes: PlanChanges,
    notBefore: Date | null = null,
  ): Promise<CataloguePlan> {
    const price = { at: deps.now(), notBefore };
    const updated = isUuid(id) ? await repository.update(id, changes, price) : undefined;
    if (!updated) throw new AppError('NOT_FOUND', M.planNotFound);
    if (updated.priceChangeId) {
      await deps.jobs.send(PRICE_NOTICES_JOB, { changeId: updated.priceChangeId });
    }
    await deps.announceChange();
    return toCataloguePlan(await found(id), await pending());
  }

  /** The editor's later day for the held lines: refused when before the notice period's end. */
  function priceFromOf(input: PlanUpdate): Date | null {
    const { priceFrom } = parse(zPlanUpdate, input);
    if (!priceFrom) return null;
    const from = new Date(priceFrom);
    // A day picked in the editor's own time zone may start up to a day before the exact moment.
    if (from.getTime() + DAY_MS < noticeEnd().getTime())
      throw new AppError('VALIDATION', MESSAGES.api.validation, {
        fieldErrors: [{ field: 'priceFrom', message: M.priceFromTooSoon(deps.noticeDays) }],
      });
    return from;
  }

  /**
   * Mails each customer with lines on the plan its new price, once per customer and change, and dates
   * each of their lines' new price: its first renewal PRICE_NOTICE_DAYS after this notice, or after
   * the editor's later day (decision 063).
   */
  async function sendPriceNotices({ changeId }: { changeId: string }): Promise<void> {
    const priceChange = await repository.findPriceChange(changeId);
    if (!priceChange) return;
    const held = await priceNotices.heldLines(changeId);
    const byCustomer = new Map<string, typeof held>();
    for (const line of held) byCustomer.set(line.userId, [...(byCustomer.get(line.userId) ?? []), line]);
    for (const [userId, lines] of byCustomer) {
      const customer = await deps.findCustomer(userId);
      const from = latestOf(noticeEnd(), priceChange.change.notBefore);
      if (!customer || !(await priceNotices.claimNotice(changeId, userId, deps.now(), from))) continue;
      try {
        await deps.mail.send(
          priceChangeMail(
            {
              to: customer.email,
              firstName: customer.firstName,
              planName: priceChange.planName,
              oldPriceCents: priceChange.change.oldPriceCents,
              newPriceCents: priceChange.change.newPriceCents,
              lines: lines.map((line) => ({
                nickname: line.nickname,
                mdn: line.mdn,
                newPriceFrom: firstRenewalFrom(line.periodEnd, from, deps.periodDays),
              })),
            },
            inLanguage(deps.mailContext, customer.language),
          ),
        );
      } catch (error) {
        // Not queued: the notice is claimed again when the job is retried.
        await priceNotices.releaseNotice(changeId, userId);
        throw error;
      }
    }
  }
  deps.jobs.define(PRICE_NOTICES_JOB, sendPriceNotices, { retryLimit: 5, retryDelaySeconds: 30 });

  return {
    list: async (): Promise<CataloguePlan[]> => {
      const byPlan = await pending();
      return (await repository.list()).map((row) => toCataloguePlan(row, byPlan));
    },
    /** PRICE_NOTICE_DAYS, for the console's price change dialog. */
    noticeDays: deps.noticeDays,
    get: async (id: string): Promise<CataloguePlan> => toCataloguePlan(await found(id), await pending()),
    /** The plan's card as the shop would show it, whatever its status. */
    preview: async (id: string): Promise<Plan> => toPlan((await found(id)).plan),
    /** A new plan starts as a draft: nobody but the console sees it. */
    async create(input: PlanInput): Promise<CataloguePlan> {
      const created = await repository.create({ ...changesOf(input), status: 'draft' });
      if (!created) throw new Error('plan was not created');
      return toCataloguePlan({ plan: created, lines: 0 }, new Map());
    },
    update: (id: string, input: PlanUpdate) => change(id, changesOf(input, zPlanUpdate), priceFromOf(input)),
    /** On sale from `effectiveFrom` (at once without one). */
    async publish(id: string, input: PlanPublish): Promise<CataloguePlan> {
      const { effectiveFrom } = parse(zPlanPublish, input);
      const { plan } = await found(id);
      if (plan.status === 'active' && !effectiveFrom) throw new AppError('CONFLICT', M.planNotPublishable);
      return change(id, { status: 'active', effectiveFrom: effectiveFrom ? new Date(effectiveFrom) : null });
    },
    /** Off the shop; lines holding it keep it and keep renewing at its price. */
    retire: (id: string) => change(id, { status: 'retired' }),
    async remove(id: string): Promise<void> {
      const outcome = isUuid(id) ? await repository.remove(id) : 'missing';
      if (outcome === 'missing') throw new AppError('NOT_FOUND', M.planNotFound);
      if (outcome === 'held') throw new AppError('CONFLICT', M.planHeld);
      await deps.announceChange();
    },
  };
}

export type CataloguePlanService = ReturnType<typeof createCataloguePlanService>;
