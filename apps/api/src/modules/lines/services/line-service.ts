/** The customer's lines: numbers, SIMs and eSIM activation codes. */
import type { SimType } from '@mvno/contracts/api/checkout';
import type { Customer } from '../../accounts/accounts-types';
import type { LineRecord, LineRepository } from '../repositories/line-repository';

export function toLine(row: LineRecord) {
  return {
    id: row.id,
    nickname: row.nickname ?? '',
    mdn: row.mdn,
    subscriberNumber: row.subscriberNumber,
    zipCode: row.zipCode,
    iccid: row.iccid,
    simType: (row.simType === 'psim' ? 'psim' : 'esim') as SimType,
    activationCode: row.activationCode,
  };
}

export function createLineService(lines: LineRepository) {
  return {
    listLines: async (customer: Customer) => ({ lines: (await lines.linesOf(customer.id)).map(toLine) }),
  };
}

export type LineService = ReturnType<typeof createLineService>;
