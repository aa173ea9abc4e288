/** A window of the business figures (a month, or a month to now) and the page's filter (a plan, a US state). */
export type KpiWindow = { from: Date; to: Date };
export type KpiFilter = { plan?: string | undefined; state?: string | undefined };
