/**
 * Adding a card from Pay now / Renew now leaves for the provider's page and comes back to the
 * dashboard: the line whose dialog was open is kept here, and the dashboard opens it again.
 */
const RENEW_RETURN_KEY = 'renewAfterCard';

export function rememberRenewReturn(lineId: string): void {
  sessionStorage.setItem(RENEW_RETURN_KEY, lineId);
}

/** The line whose Pay now / Renew now dialog to open again, read once. */
export function takeRenewReturn(): string | undefined {
  const lineId = sessionStorage.getItem(RENEW_RETURN_KEY) ?? undefined;
  sessionStorage.removeItem(RENEW_RETURN_KEY);
  return lineId;
}
