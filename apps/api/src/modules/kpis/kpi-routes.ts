import { getKpiLiveFigures, getKpis, listKpiSnapshots } from '@mvno/contracts/api/care-kpis';
import type { Router } from '../../http/router';
import type { AuthUser } from '../accounts/accounts-types';
import type { KpiService } from './kpi-service';

/** The KPI page's calls (`kpis.read`, checked by the router): read only. */
export function registerKpiRoutes(router: Router<AuthUser>, kpis: KpiService): void {
  router.add(getKpis, ({ query }) => kpis.report(query));
  router.add(getKpiLiveFigures, ({ query }) => kpis.liveFigures(query));
  router.add(listKpiSnapshots, () => kpis.snapshots());
}
