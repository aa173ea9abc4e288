import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { devices } from '../../../db/schema/devices';

export type DeviceRecord = typeof devices.$inferSelect;
export type DeviceRepository = ReturnType<typeof createDeviceRepository>;

export function createDeviceRepository(db: Db) {
  return {
    findByTac: async (tac: string): Promise<DeviceRecord | undefined> =>
      (await db.select().from(devices).where(eq(devices.tac, tac)).limit(1))[0],

    findByTacs: async (tacs: string[]): Promise<DeviceRecord[]> =>
      tacs.length === 0 ? [] : db.select().from(devices).where(inArray(devices.tac, tacs)),
  };
}
