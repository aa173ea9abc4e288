/**
 * A receipt's tax lines (decisions 069 and 078): each tax and fee of the charge with its
 * jurisdiction, listed beneath the Tax Amount in the mail's language, as the checkout names them.
 */

/** One tax line as a receipt shows it: the tax engine's type, the jurisdiction's name, the amount. */
export type MailTaxLine = { type: string; jurisdiction: string; cents: number };

const TAX_NAMES: Record<string, { en: string; es: string }> = {
  sales_tax: { en: 'Sales tax', es: 'Impuesto sobre las ventas' },
  prepaid_911: { en: 'Prepaid wireless 911 charge', es: 'Cargo 911 de telefonía inalámbrica prepagada' },
  prepaid_988: { en: '988 crisis line charge', es: 'Cargo de la línea de crisis 988' },
  ca_ults: { en: 'Universal LifeLine surcharge', es: 'Recargo del servicio universal LifeLine' },
  ca_ddtp: {
    en: 'Deaf and Disabled Telecommunications surcharge',
    es: 'Recargo de telecomunicaciones para personas sordas y con discapacidad',
  },
  ca_chcf_a: { en: 'High Cost Fund-A surcharge', es: 'Recargo del Fondo de Alto Costo A' },
  ca_ctf: { en: 'Teleconnect Fund surcharge', es: 'Recargo del Fondo Teleconnect' },
  ca_casf: { en: 'Advanced Services Fund surcharge', es: 'Recargo del Fondo de Servicios Avanzados' },
  ca_cpuc_fee: { en: 'CPUC user fee', es: 'Cargo de usuario de la CPUC' },
  utility_users_tax: { en: "Utility users' tax", es: 'Impuesto a usuarios de servicios públicos' },
  federal_usf: { en: 'Federal Universal Service Fund', es: 'Fondo de Servicio Universal federal' },
};

/** A tax line's name with its jurisdiction: "Prepaid wireless 911 charge (Chicago)". */
export const taxLineName = (type: string, place: string, language: 'en' | 'es') =>
  `${TAX_NAMES[type]?.[language] ?? (language === 'en' ? 'Tax' : 'Impuesto')} (${place})`;

/** The tax engine's lines (any shape with a type, a jurisdiction and an amount) as a receipt lists them. */
export const mailTaxLines = (
  lines: readonly { type: string; jurisdiction: { name: string }; amountCents: number }[] | undefined,
): MailTaxLine[] =>
  (lines ?? [])
    .filter((line) => line.amountCents !== 0)
    .map((line) => ({ type: line.type, jurisdiction: line.jurisdiction.name, cents: line.amountCents }));

/** The receipt's text lines beneath its Tax Amount, indented, one per tax line. */
export const taxLinesText = (
  lines: readonly MailTaxLine[] | undefined,
  language: 'en' | 'es',
  usd: (cents: number) => string,
): string[] =>
  (lines ?? []).map((line) => `  ${taxLineName(line.type, line.jurisdiction, language)}: ${usd(line.cents)}`);
