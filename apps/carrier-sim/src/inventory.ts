/** The carrier's records (collections `lines`, `sims`, `numbers`) and the helpers commands share. */
import { randomInt, randomUUID } from 'node:crypto';
import { areaCodesForZip } from '@mvno/telecom/area-codes';
import { CarrierError } from './errors';
import { newNumber } from '@mvno/telecom/sim-identifiers';
import type { Store, Writer } from './store';

export type E911Address = {
  addressOne: string;
  addressTwo: string | null;
  city: string;
  state: string;
  zipCode: string;
};

export type Line = {
  lineId: string;
  mdn: string;
  zipCode: string;
  iccid: string;
  status: 'active' | 'ported_out';
  barred: boolean;
  /** Data alone barred (`POST /v1/lines/:mdn/data-barring`); calls and texts go on. Absent: false. */
  dataBarred?: boolean;
  e911: E911Address | null;
  activatedAt: string;
  updatedAt: string;
};

export type EsimState = 'ordered' | 'released' | 'downloaded' | 'installed' | 'failed';

export type Sim = {
  iccid: string;
  type: 'psim' | 'esim';
  /** The number it serves; null while unused. */
  mdn: string | null;
  status: 'available' | 'active' | 'void';
  esim: { state: EsimState; activationCode: string | null; requestId: string } | null;
  updatedAt: string;
};

export type NumberRecord = {
  mdn: string;
  status: 'assigned' | 'ported_out' | 'released';
  source: 'new' | 'port';
  lineId: string | null;
  updatedAt: string;
};

export function lineByMdn(store: Pick<Store, 'get'> | Writer, mdn: string): Line | undefined {
  const number = store.get<NumberRecord>('numbers', mdn);
  if (!number?.lineId || number.status !== 'assigned') return undefined;
  return store.get<Line>('lines', number.lineId);
}

export function activeLine(store: Pick<Store, 'get'> | Writer, mdn: string): Line {
  const line = lineByMdn(store, mdn);
  if (!line || line.status !== 'active')
    throw new CarrierError('NOT_FOUND', 'no active line has this number', 'mdn');
  return line;
}

export function isOurs(store: Pick<Store, 'get'>, mdn: string): boolean {
  return store.get<NumberRecord>('numbers', mdn)?.status === 'assigned';
}

/** A free number in the ZIP's area, registered to the line. */
export function allocateNumber(w: Writer, zipCode: string, lineId: string, now: string): string {
  const codes = areaCodesForZip(zipCode);
  for (let i = 0; i < 50; i++) {
    const mdn = newNumber(codes[randomInt(codes.length)] ?? codes[0]!);
    if (w.get('numbers', mdn)) continue;
    w.put('numbers', mdn, {
      mdn,
      status: 'assigned',
      source: 'new',
      lineId,
      updatedAt: now,
    } satisfies NumberRecord);
    return mdn;
  }
  throw new CarrierError('NUMBER_UNAVAILABLE', `no free number for ZIP ${zipCode}`, 'zipCode');
}

export const newLineId = () => `line_${randomUUID()}`;

/** A page of a listing: `limit` items after the `cursor` key, in key order. */
export function page<T>(items: T[], key: (item: T) => string, cursor: string | null, limit: number) {
  const sorted = items
    .map((item) => [key(item), item] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const rest = cursor ? sorted.filter(([k]) => k > cursor) : sorted;
  const chosen = rest.slice(0, limit);
  return {
    items: chosen.map(([, item]) => item),
    nextCursor: rest.length > limit ? chosen[chosen.length - 1]![0] : null,
  };
}
