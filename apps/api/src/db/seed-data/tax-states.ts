/**
 * Every state's and DC's sales tax and prepaid wireless 911 (and 988) charge, as seeded versions of
 * the tax engine (decision 060). Sources by name: the published figures (Iowa $0.51, Indiana
 * $1.00, Florida $0.40, Maine $0.45, California $0.30 per sale; Illinois 3%, Chicago 9%, Colorado 1.5%,
 * Louisiana 4%, Michigan 1.92% of the sale; Massachusetts $1.00 per line per month); the other 911
 * figures are each state's prepaid wireless 911 statute or revenue department schedule as recalled
 * (2024-2025) and must be checked against the department's current table before production use.
 * Sales tax: each state's base rate (as the shop had it, decision 006), DC 6%.
 */

/** Prepaid 911 shape: percent of the sale (thousandths of a percent), cents per sale, or cents per line per month. */
export type Prepaid911 = ['percent', number] | ['per_sale', number] | ['per_line_month', number] | null;

/** State: [name, sales tax in thousandths of a percent, prepaid wireless 911 charge]. */
export const STATE_TAXES: Record<string, [string, number, Prepaid911]> = {
  AL: ['Alabama', 4000, ['per_sale', 186]],
  AK: ['Alaska', 0, null],
  AZ: ['Arizona', 5600, ['percent', 800]],
  AR: ['Arkansas', 6500, ['percent', 10_000]],
  CA: ['California', 7250, ['per_sale', 30]],
  CO: ['Colorado', 2900, ['percent', 1500]],
  CT: ['Connecticut', 6350, null],
  DE: ['Delaware', 0, ['per_sale', 60]],
  DC: ['District of Columbia', 6000, ['percent', 2000]],
  FL: ['Florida', 6000, ['per_sale', 40]],
  GA: ['Georgia', 4000, ['per_sale', 150]],
  HI: ['Hawaii', 4000, null],
  ID: ['Idaho', 6000, ['percent', 2500]],
  IL: ['Illinois', 6250, ['percent', 3000]],
  IN: ['Indiana', 7000, ['per_sale', 100]],
  IA: ['Iowa', 6000, ['per_sale', 51]],
  KS: ['Kansas', 6500, ['percent', 2060]],
  KY: ['Kentucky', 6000, ['per_sale', 93]],
  LA: ['Louisiana', 5000, ['percent', 4000]],
  ME: ['Maine', 5500, ['per_sale', 45]],
  MD: ['Maryland', 6000, ['per_sale', 75]],
  MA: ['Massachusetts', 6250, ['per_line_month', 100]],
  MI: ['Michigan', 6000, ['percent', 1920]],
  MN: ['Minnesota', 6875, ['per_sale', 95]],
  MS: ['Mississippi', 7000, ['per_sale', 100]],
  MO: ['Missouri', 4225, ['percent', 3000]],
  MT: ['Montana', 0, null],
  NE: ['Nebraska', 5500, ['percent', 1000]],
  NV: ['Nevada', 6850, null],
  NH: ['New Hampshire', 0, ['per_sale', 75]],
  NJ: ['New Jersey', 6625, ['per_sale', 90]],
  NM: ['New Mexico', 4875, null],
  NY: ['New York', 4000, ['per_sale', 90]],
  NC: ['North Carolina', 4750, ['per_sale', 65]],
  ND: ['North Dakota', 5000, ['percent', 2000]],
  OH: ['Ohio', 5750, ['percent', 500]],
  OK: ['Oklahoma', 4500, ['per_sale', 75]],
  OR: ['Oregon', 0, ['per_sale', 125]],
  PA: ['Pennsylvania', 6000, ['per_sale', 165]],
  RI: ['Rhode Island', 7000, ['percent', 2500]],
  SC: ['South Carolina', 6000, ['per_sale', 62]],
  SD: ['South Dakota', 4200, ['percent', 2000]],
  TN: ['Tennessee', 7000, ['per_sale', 116]],
  TX: ['Texas', 6250, ['percent', 2000]],
  UT: ['Utah', 6100, ['percent', 1900]],
  VT: ['Vermont', 6000, null],
  VA: ['Virginia', 5300, ['per_sale', 75]],
  WA: ['Washington', 6500, ['per_sale', 95]],
  WV: ['West Virginia', 6000, ['percent', 6000]],
  WI: ['Wisconsin', 5000, ['per_sale', 38]],
  WY: ['Wyoming', 4000, ['per_sale', 75]],
};

/** 988 (suicide and crisis line) charges collected at the sale: [state, cents per sale]. */
export const STATE_988: [string, number][] = [
  ['OR', 40],
  ['WA', 40],
];

/**
 * California's public-purpose surcharges and CPUC user fee (the figures), on the intrastate
 * share of the price: 62.9% (100% less the FCC's 37.1% wireless interstate safe harbor).
 */
export const CA_INTRASTATE_SHARE = 62_900;
export const CA_SURCHARGES: [type: string, name: string, rateMilliPercent: number][] = [
  ['ca_ults', 'California ULTS (Universal LifeLine Telephone Service)', 4750],
  ['ca_ddtp', 'California DDTP (Deaf and Disabled Telecommunications Program)', 500],
  ['ca_chcf_a', 'California High Cost Fund-A', 700],
  ['ca_ctf', 'California Teleconnect Fund', 780],
  ['ca_casf', 'California Advanced Services Fund', 1019],
  ['ca_cpuc_fee', 'CPUC user fee', 520],
];
