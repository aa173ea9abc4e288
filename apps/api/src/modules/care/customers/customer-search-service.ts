import type { CustomerHit } from '@mvno/contracts/api/care-customers';
import { isUuid } from '../../../lib/ids';
import type { CustomerRow, CustomerSearchRepository } from './customer-search-repository';

/** At most this many customers answer one search. */
const HITS = 20;

type Query =
  | { kind: 'email'; value: string }
  | { kind: 'id'; value: string }
  | { kind: 'iccid' | 'imei' | 'account'; value: string }
  | { kind: 'phone'; mdn: string; e164: string }
  | { kind: 'name'; value: string }
  | { kind: 'none' };

/**
 * What the staff member typed: an email has an @, an id is a UUID, `SUB-` and digits an account
 * number (the one on the customer's line card, any case), digits (spaces, dots, dashes,
 * brackets and a leading + ignored) are an ICCID (19-20), an IMEI (15) or a US phone number (10,
 * or 11 starting with 1, in any format); anything else is the start of a name.
 */
export function classifyQuery(raw: string): Query {
  const q = raw.trim();
  if (q.includes('@')) return { kind: 'email', value: q };
  if (isUuid(q)) return { kind: 'id', value: q.toLowerCase() };
  const account = /^sub[\s-]?(\d{1,12})$/i.exec(q);
  if (account) return { kind: 'account', value: `SUB-${account[1]}` };
  const digits = q.replace(/[\s().+-]/g, '');
  if (/^\d+$/.test(digits)) {
    if (digits.length === 19 || digits.length === 20) return { kind: 'iccid', value: digits };
    if (digits.length === 15) return { kind: 'imei', value: digits };
    const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
    if (national.length === 10) return { kind: 'phone', mdn: national, e164: `+1${national}` };
    return { kind: 'none' };
  }
  return { kind: 'name', value: q.toLowerCase().replace(/\s+/g, ' ') };
}

/**
 * An email as a search shows it (decision 082): its first character and its domain
 * (`a•••@example.com`), enough to tell namesakes apart and to ask the caller "is it the one at
 * example.com?", not enough to write to.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** What a hit shows: the name, and what tells two namesakes apart without their account. */
function toHit(row: CustomerRow, matchedBy: CustomerHit['matchedBy']): CustomerHit {
  const place = [row.city, row.state].filter(Boolean).join(', ');
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    maskedEmail: maskEmail(row.email),
    place: place || null,
    customerSince: row.createdAt.toISOString(),
    matchedBy,
  };
}

/** The care console's search: existence, the name and the namesakes' hints, whatever matched. */
export function createCustomerSearchService(repository: CustomerSearchRepository) {
  return {
    async search(raw: string): Promise<{ customers: CustomerHit[] }> {
      const query = classifyQuery(raw);
      const tag = (matchedBy: CustomerHit['matchedBy']) => (rows: CustomerRow[]) =>
        rows.map((row) => toHit(row, matchedBy));
      switch (query.kind) {
        case 'email':
          return { customers: tag('email')(await repository.byEmail(query.value, HITS)) };
        case 'id':
          return {
            customers: (await repository.byId(query.value)).map(({ matchedBy, ...row }) =>
              toHit(row, matchedBy),
            ),
          };
        case 'iccid':
          return { customers: tag('iccid')(await repository.byIccid(query.value, HITS)) };
        case 'imei':
          return { customers: tag('imei')(await repository.byImei(query.value, HITS)) };
        case 'account':
          return { customers: tag('account')(await repository.byAccountNumber(query.value, HITS)) };
        case 'phone':
          return { customers: tag('phone')(await repository.byPhone(query.mdn, query.e164, HITS)) };
        case 'name':
          return { customers: tag('name')(await repository.byName(query.value, HITS)) };
        default:
          return { customers: [] };
      }
    },
  };
}

export type CustomerSearchService = ReturnType<typeof createCustomerSearchService>;
