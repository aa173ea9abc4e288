/**
 * The catalogue editors' changes (decision 029), each recorded in the staff audit log with what
 * the plan or promotion was before and after. The shop does the change and announces it.
 */
import type { AuditSnapshot } from '@mvno/contracts/api/care-audit';
import type { CataloguePlan, PlanInput, PlanPublish, PlanUpdate } from '@mvno/contracts/api/catalogue-plans';
import type { Promotion, PromotionInput } from '@mvno/contracts/api/promotions';
import type { AuditActor } from '../../platform/platform-module';
import type { CareAudit, CareCatalogue } from '../care-ports';

/** A plan or promotion as an audit snapshot: lists become one comma-separated text. */
function snapshot(record: CataloguePlan | Promotion | null): AuditSnapshot | null {
  if (!record) return null;
  return Object.fromEntries(
    Object.entries(record)
      // Pending price changes are derived from the change itself, not a field of the plan.
      .filter(([key]) => key !== 'pendingPriceChanges')
      .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value]),
  ) as AuditSnapshot;
}

export function createCatalogueService(deps: { catalogue: CareCatalogue; audit: CareAudit }) {
  const { plans, promotions } = deps.catalogue;
  const record = (
    staff: AuditActor,
    action: string,
    before: CataloguePlan | Promotion | null,
    after: CataloguePlan | Promotion | null,
  ) =>
    deps.audit.record({ staff, customerId: null, action, before: snapshot(before), after: snapshot(after) });

  /** Runs a change of a plan and records it with the plan before and after. */
  async function planChange(
    staff: AuditActor,
    action: string,
    id: string,
    run: () => Promise<CataloguePlan>,
  ): Promise<CataloguePlan> {
    const before = await plans.get(id);
    const after = await run();
    await record(staff, action, before, after);
    return after;
  }

  return {
    listPlans: async () => ({ plans: await plans.list(), priceNoticeDays: plans.noticeDays }),
    previewPlan: (id: string) => plans.preview(id),
    async createPlan(staff: AuditActor, input: PlanInput) {
      const created = await plans.create(input);
      await record(staff, 'plan.create', null, created);
      return created;
    },
    updatePlan: (staff: AuditActor, id: string, input: PlanUpdate) =>
      planChange(staff, 'plan.update', id, () => plans.update(id, input)),
    publishPlan: (staff: AuditActor, id: string, input: PlanPublish) =>
      planChange(staff, 'plan.publish', id, () => plans.publish(id, input)),
    retirePlan: (staff: AuditActor, id: string) =>
      planChange(staff, 'plan.retire', id, () => plans.retire(id)),
    async deletePlan(staff: AuditActor, id: string) {
      const before = await plans.get(id);
      await plans.remove(id);
      await record(staff, 'plan.delete', before, null);
      return { deleted: true as const };
    },
    listPromotions: async () => ({ promotions: await promotions.list() }),
    async createPromotion(staff: AuditActor, input: PromotionInput) {
      const created = await promotions.create(input);
      await record(staff, 'promotion.create', null, created);
      return created;
    },
    async endPromotion(staff: AuditActor, code: string) {
      const before = await promotions.get(code);
      const after = await promotions.end(code);
      await record(staff, 'promotion.end', before ?? null, after);
      return after;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
