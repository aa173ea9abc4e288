/** How numbers and eSIM activation codes are read and shown, by the web app and the mails alike. */

/** The 10 digits of a US number ('+1 (512) 555-0100' -> '5125550100'). */
export function normalizeUsNumber(value: string): string {
  return value.replace(/\D/g, '').slice(-10);
}

/** A US number as people read it: (212) 555-0147. Anything that is not 10 digits is left as it is. */
export function formatMdn(mdn: string): string {
  const d = normalizeUsNumber(mdn);
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : mdn;
}

/**
 * A saved contact number as people read it when it is a US one: E.164 ("+15125550143") or ten
 * digits ("5125550101") with an area code starting 2-9 read "(512) 555-0143". Any other number
 * (another country's) is left as it is, since only its own country's rules know how to show it.
 */
export function formatUsContactNumber(stored: string): string {
  const match = /^(?:\+1)?([2-9]\d{2})(\d{3})(\d{4})$/.exec(stored);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : stored;
}

export type ActivationParts = { smdpAddress: string; matchingId: string };

/**
 * The parts of a GSMA SGP.22 activation code `LPA:1$<SM-DP+ address>$<matching id>` that a
 * person types when adding an eSIM by hand; undefined for anything else.
 */
export function parseActivationCode(code: string): ActivationParts | undefined {
  const match = /^LPA:1\$([^$\s]+)\$([^$\s]+)$/.exec(code.trim());
  if (!match?.[1] || !match[2]) return undefined;
  return { smdpAddress: match[1], matchingId: match[2] };
}

/** Apple's one-tap eSIM installation link (iOS 17.4 and later) for an activation code. */
export function esimInstallUrl(code: string): string {
  return `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(code)}`;
}
