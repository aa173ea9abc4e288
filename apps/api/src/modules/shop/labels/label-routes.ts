import {
  BROADBAND_LABEL_FILES,
  listBroadbandLabels,
  listMyBroadbandLabels,
} from '@mvno/contracts/api/broadband-labels';
import type { FastifyInstance } from 'fastify';
import type { Router } from '../../../http/router';
import type { Customer } from '../../accounts/accounts-types';
import type { LabelService } from './label-service';

/** The labels for the web app (the shop, the cart, the account). */
export function registerLabelRoutes(router: Router<Customer>, labels: LabelService): void {
  router.add(listBroadbandLabels, () => labels.list());
  router.add(listMyBroadbandLabels, ({ user }) => labels.forCustomer(user.id));
}

/** Cached briefly by anyone: a retired plan or a new price shows within minutes. */
const CACHE = 'public, max-age=300';

/**
 * The machine-readable files (decision 061), outside /app so that anyone fetches them without the
 * web channel's headers: the labels as JSON (naming its schema) and CSV, and the JSON Schema.
 */
export function registerLabelFiles(app: FastifyInstance, labels: LabelService): void {
  app.get(BROADBAND_LABEL_FILES.json, async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', CACHE)
      .send({ $schema: BROADBAND_LABEL_FILES.schema, ...(await labels.list()) }),
  );
  app.get(BROADBAND_LABEL_FILES.csv, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8; header=present')
      .header('cache-control', CACHE)
      .header('content-disposition', 'inline; filename="broadband-labels.csv"')
      .send(await labels.csv()),
  );
  app.get(BROADBAND_LABEL_FILES.schema, async (_request, reply) =>
    reply.type('application/schema+json').header('cache-control', CACHE).send(labels.schema()),
  );
}
