/** Whether a phone works on the network, by its IMEI's type allocation code (TAC). */
import type { DeviceVerdict } from '@mvno/contracts/api/lines';
import { TAC_LENGTH } from '@mvno/contracts/product-constants/lines';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { DeviceRecord, DeviceRepository } from './device-repository';

const tacOf = (imei: string) => imei.slice(0, TAC_LENGTH);

/** An unknown TAC is "we could not confirm this phone", never a yes. */
export function toVerdict(tac: string, device: DeviceRecord | undefined): DeviceVerdict {
  if (!device) return { tac, compatible: null, device: null, message: PRODUCT_MESSAGES.lines.deviceUnknown };
  const name = `${device.brand} ${device.model}`;
  return {
    tac,
    compatible: device.compatible,
    device: { brand: device.brand, model: device.model, esim: device.esim },
    message: device.compatible
      ? PRODUCT_MESSAGES.lines.deviceWorks(name)
      : PRODUCT_MESSAGES.lines.deviceDoesNotWork(name),
  };
}

/**
 * The verdict for a line's SIM type: a phone that works on the network but has no eSIM cannot use
 * an eSIM line, so its answer says to order a physical SIM (`compatible` stays the network's answer).
 */
export function verdictForSim<V extends DeviceVerdict | null>(verdict: V, simType: string): V {
  if (!verdict?.device || verdict.compatible !== true || simType !== 'esim' || verdict.device.esim) {
    return verdict;
  }
  const name = `${verdict.device.brand} ${verdict.device.model}`;
  return { ...verdict, needsPhysicalSim: true, message: PRODUCT_MESSAGES.lines.deviceWorksNoEsim(name) };
}

export function createDeviceService(devices: DeviceRepository) {
  return {
    async check(imei: string): Promise<DeviceVerdict> {
      const tac = tacOf(imei);
      return toVerdict(tac, await devices.findByTac(tac));
    },

    /** Verdicts of many IMEIs at once, by IMEI. */
    async checkAll(imeis: string[]): Promise<Map<string, DeviceVerdict>> {
      const found = await devices.findByTacs([...new Set(imeis.map(tacOf))]);
      const byTac = new Map(found.map((device) => [device.tac, device]));
      return new Map(imeis.map((imei) => [imei, toVerdict(tacOf(imei), byTac.get(tacOf(imei)))]));
    },
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
