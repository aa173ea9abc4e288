// Data add-ons for the rest of a plan period (docs/decisions/027).
/**
 * The add-ons on sale: data in MB (1 GB = 1024 MB) and the price in cents before tax. Each costs
 * less than the cheapest plan giving as much data (decision 075; the seed's test checks it).
 */
export const DATA_TOP_UPS = [
  { id: 'data-1gb', name: '1 GB', dataMb: 1024, priceCents: 1000 },
  { id: 'data-5gb', name: '5 GB', dataMb: 5120, priceCents: 1200 },
] as const;
export type DataTopUpId = (typeof DATA_TOP_UPS)[number]['id'];
