/** The data mails link to `/dashboard?addData=<line id>` (decision 027): the dashboard opens Add data for it. */
import { ADD_DATA_QUERY } from '@mvno/contracts/top-up-links';

/** The line named by the link, read once: the parameter leaves the address so a reload does not reopen it. */
export function takeAddDataLink(): string | undefined {
  const url = new URL(window.location.href);
  const lineId = url.searchParams.get(ADD_DATA_QUERY) ?? undefined;
  if (lineId === undefined) return undefined;
  url.searchParams.delete(ADD_DATA_QUERY);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return lineId;
}
