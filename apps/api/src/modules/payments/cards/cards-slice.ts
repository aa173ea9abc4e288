import type { Db } from '../../../db/client';
import type { Log } from '../../../lib/log';
import type { SiteAddresses } from '../../../lib/public-url';
import type { PaymentProvider } from '../providers/payment-provider';
import { withOutageAnswers } from '../providers/provider-outage';
import { createCardRepository } from './card-repository';
import { createCardSetupRepository } from './card-setup-repository';
import { createCardService } from './card-service';
import { createChargeService } from './charge-service';

/** Saved cards: saving one on the provider's page, listing and removing them, charging and refunding them. */
export function createCards({
  db,
  provider,
  site,
  log,
}: {
  db: Db;
  provider: PaymentProvider;
  site: SiteAddresses;
  log: Log;
}) {
  const cards = createCardRepository(db);
  const setups = createCardSetupRepository(db);
  const cardService = createCardService({
    cards,
    setups,
    provider: withOutageAnswers(provider),
    site,
    log,
  });
  const charges = createChargeService({ cards, setups, provider });
  return { cards, setups, cardService, charges };
}
