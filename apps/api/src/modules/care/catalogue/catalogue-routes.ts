import {
  createCataloguePlan,
  deleteCataloguePlan,
  listCataloguePlans,
  previewCataloguePlan,
  publishCataloguePlan,
  retireCataloguePlan,
  updateCataloguePlan,
} from '@mvno/contracts/api/catalogue-plans';
import { createPromotion, endPromotion, listPromotions } from '@mvno/contracts/api/promotions';
import type { Router } from '../../../http/router';
import type { AuthUser } from '../../accounts/accounts-types';
import type { CatalogueService } from './catalogue-service';

/** Plans and promotions in the console (permission `catalogue.edit`, checked by the router). */
export function registerCatalogueRoutes(router: Router<AuthUser>, catalogue: CatalogueService): void {
  router.add(listCataloguePlans, () => catalogue.listPlans());
  router.add(createCataloguePlan, ({ user, body }) => catalogue.createPlan(user, body));
  router.add(updateCataloguePlan, ({ user, params, body }) =>
    catalogue.updatePlan(user, params.planId, body),
  );
  router.add(previewCataloguePlan, ({ params }) => catalogue.previewPlan(params.planId));
  router.add(publishCataloguePlan, ({ user, params, body }) =>
    catalogue.publishPlan(user, params.planId, body),
  );
  router.add(retireCataloguePlan, ({ user, params }) => catalogue.retirePlan(user, params.planId));
  router.add(deleteCataloguePlan, ({ user, params }) => catalogue.deletePlan(user, params.planId));
  router.add(listPromotions, () => catalogue.listPromotions());
  router.add(createPromotion, ({ user, body }) => catalogue.createPromotion(user, body));
  router.add(endPromotion, ({ user, params }) => catalogue.endPromotion(user, params.code));
}
