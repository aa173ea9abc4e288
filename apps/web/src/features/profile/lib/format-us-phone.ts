/**
 * A saved US number as `formatPhone` (./phone.ts) shows it, without the phone metadata: E.164
 * ("+15125550143") or the ten digits saved before E.164 was kept ("5125550143"), with an area
 * code starting 2-9, reads "(512) 555-0143". Anything else (another country, a number in
 * another shape) is undefined: only the metadata knows how to show it.
 */
const US_NUMBER = /^(?:\+1)?([2-9]\d{2})(\d{3})(\d{4})$/;

export function formatUsPhone(stored: string): string | undefined {
  const match = US_NUMBER.exec(stored);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : undefined;
}
