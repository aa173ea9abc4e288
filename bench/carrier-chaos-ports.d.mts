/** The port-outs' counts of the chaos run: completed twice, stuck and mismatched must be 0. */
export type PortOutCounts = {
  portOuts: number;
  portOutsCompleted: number;
  portOutsRefused: number;
  portOutsCompletedTwice: number;
  portOutsStuck: number;
  portOutMismatches: number;
  portOutMismatchExamples: Record<string, unknown>[];
};

/** The port-outs' counts (carrier-chaos-ports.mjs), read from our database and the carrier. */
export function portOutCounts(world: {
  db: { query(sql: string): Promise<{ rows: Record<string, unknown>[] }> };
  admin(method: string, path: string): Promise<{ json(): Promise<unknown> }>;
}): Promise<PortOutCounts>;
