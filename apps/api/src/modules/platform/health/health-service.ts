import type { Health } from '@mvno/contracts/api/health';
import type { HealthRepository } from './health-repository';

/** Healthy means the database answers; anything else is the generic 500. */
export function createHealthService(health: HealthRepository) {
  return {
    async check(): Promise<Health> {
      await health.ping();
      return { status: 'ok' };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
