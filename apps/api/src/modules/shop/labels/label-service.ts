/**
 * Broadband Facts labels (47 CFR 8.1; decision 061): every read first brings the stored versions in
 * line with the catalogue (a plan put on sale, retired, or given a new price since), then answers
 * the versions on sale and those withdrawn within LABEL_ARCHIVE_YEARS, as JSON or CSV.
 */
import {
  listBroadbandLabels,
  listMyBroadbandLabels,
  type BroadbandLabels,
} from '@mvno/contracts/api/broadband-labels';
import { LABEL_ARCHIVE_YEARS } from '@mvno/contracts/product-constants/broadband-labels';
import { z } from 'zod';
import { toLabel, type LabelSettings } from './label-facts';
import type { LabelRepository } from './label-repository';
import { labelsCsv } from './label-csv';

export function createLabelService(deps: {
  repository: LabelRepository;
  settings: LabelSettings;
  now: () => Date;
}) {
  const { repository, settings } = deps;
  const archiveSince = (now: Date) => {
    const since = new Date(now);
    since.setUTCFullYear(since.getUTCFullYear() - LABEL_ARCHIVE_YEARS);
    return since;
  };

  async function list(): Promise<BroadbandLabels> {
    const now = deps.now();
    await repository.sync(now);
    const rows = await repository.published(archiveSince(now));
    return listBroadbandLabels.response.parse({
      provider: { name: settings.providerName, frn: settings.frn },
      generatedAt: now.toISOString(),
      labels: rows.map((row) => toLabel(row, settings)),
    });
  }

  return {
    list,
    /** Brings the stored versions in line with the catalogue now (after a change in the console). */
    sync: () => repository.sync(deps.now()),
    /** The machine-readable CSV: one row per label, the JSON's fields as columns. */
    csv: async (): Promise<string> => labelsCsv((await list()).labels),
    /** The JSON Schema of the JSON file, made from the contract's schema. */
    schema: (): Record<string, unknown> => ({
      ...(z.toJSONSchema(listBroadbandLabels.response, { target: 'draft-2020-12', io: 'output' }) as Record<
        string,
        unknown
      >),
      title: 'Broadband Facts labels (47 CFR 8.1)',
    }),
    /** The label of each of the customer's lines' plans, whenever it was withdrawn. */
    async forCustomer(userId: string) {
      await repository.sync(deps.now());
      const rows = await repository.forUser(userId);
      return listMyBroadbandLabels.response.parse({
        lines: rows.map(({ lineId, label }) => ({ lineId, label: toLabel(label, settings) })),
      });
    },
  };
}

export type LabelService = ReturnType<typeof createLabelService>;
