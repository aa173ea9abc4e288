/**
 * Every table, one file per domain, as one object for the typed database client (drizzle-kit reads
 * the domain files themselves: drizzle.config.ts). A table added to a domain's file is found with no
 * edit here; a new domain file adds one import and one spread. Repositories import their tables from
 * the domain's file, never from here. (`columns.ts` holds shared column builders, not tables.)
 */
import * as accounts from './accounts';
import * as broadbandLabels from './broadband-labels';
import * as care from './care';
import * as carrier from './carrier';
import * as content from './content';
import * as devices from './devices';
import * as emergency from './emergency';
import * as invoices from './invoices';
import * as kpis from './kpis';
import * as lines from './lines';
import * as members from './members';
import * as notices from './notices';
import * as orders from './orders';
import * as payments from './payments';
import * as planChanges from './plan-changes';
import * as platform from './platform';
import * as portOut from './port-out';
import * as priceNotices from './price-notices';
import * as privacy from './privacy';
import * as shop from './shop';
import * as support from './support';
import * as taxes from './taxes';
import * as usage from './usage';
import * as wallet from './wallet';
import * as memberControls from './member-controls';

export const tables = {
  ...accounts,
  ...broadbandLabels,
  ...care,
  ...carrier,
  ...content,
  ...devices,
  ...emergency,
  ...invoices,
  ...kpis,
  ...lines,
  ...members,
  ...notices,
  ...orders,
  ...payments,
  ...planChanges,
  ...platform,
  ...portOut,
  ...priceNotices,
  ...privacy,
  ...shop,
  ...support,
  ...taxes,
  ...usage,
  ...wallet,
  ...memberControls,
};
