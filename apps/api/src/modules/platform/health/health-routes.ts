import { getHealth } from '@mvno/contracts/api/health';
import type { Router } from '../../../http/router';
import type { HealthService } from './health-service';

export function registerHealthRoutes(router: Router<unknown>, health: HealthService): void {
  router.add(getHealth, () => health.check());
}
