import { isIP } from 'node:net';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';

const { placeThisComputer, placePrivateNetwork } = ACCOUNT_MESSAGES.security;

/**
 * The "place" of a sign-in without a place database (docs/decisions/030): the network the address
 * belongs to, never the address itself. IPv4 keeps its first three parts (a /24, `203.0.113.0/24`),
 * IPv6 its first three groups (a /48, the size a site is given: `2001:db8:85a3::/48`). Loopback
 * and private addresses say so, since their network means nothing to the customer.
 */
export function networkPlaceOf(ip: string | undefined): string | null {
  if (!ip) return null;
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const version = isIP(address);
  if (version === 4) {
    const parts = address.split('.').map(Number);
    if (parts[0] === 127) return placeThisComputer;
    if (isPrivateV4(parts)) return placePrivateNetwork;
    return `${parts.slice(0, 3).join('.')}.0/24`;
  }
  if (version === 6) {
    const lower = address.toLowerCase();
    if (lower === '::1') return placeThisComputer;
    if (/^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)) return placePrivateNetwork;
    const groups = expandV6(lower)
      .slice(0, 3)
      .map((group) => group.replace(/^0+(?=.)/, ''));
    return `${groups.join(':')}::/48`;
  }
  return null;
}

function isPrivateV4([a = 0, b = 0]: number[]): boolean {
  return (
    a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
  );
}

/** The eight groups of an IPv6 address, `::` filled in (an embedded IPv4 tail is not needed here). */
function expandV6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros =
    tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...zeros, ...right];
}
