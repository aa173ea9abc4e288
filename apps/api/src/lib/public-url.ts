/** Where customers reach the app: PUBLIC_URL, else this server's own address. No trailing slash. */
export function resolvePublicUrl(config: {
  publicUrl: string | undefined;
  host: string;
  port: number;
}): string {
  return (config.publicUrl ?? `http://${config.host}:${config.port}`).replace(/\/+$/, '');
}

/** The addresses a browser may reach the shop at: PUBLIC_URL and its aliases (www and apex, say). */
export type SiteAddresses = {
  /**
   * The address whose origin is `origin` when it is one we serve, else PUBLIC_URL: a return to the
   * shop goes where the customer's session is, and never to a host only a request header named.
   */
  siteFor(origin: string | undefined): string;
};

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function createSiteAddresses(publicUrl: string, aliases: readonly string[] = []): SiteAddresses {
  const byOrigin = new Map<string, string>();
  for (const address of [publicUrl, ...aliases]) {
    const base = address.replace(/\/+$/, '');
    const origin = originOf(base);
    if (origin && !byOrigin.has(origin)) byOrigin.set(origin, base);
  }
  return {
    siteFor: (origin) => (origin ? byOrigin.get(origin.toLowerCase()) : undefined) ?? publicUrl,
  };
}

/**
 * The origin a browser's request came from: its `Origin` header (sent with every POST), else the
 * scheme and host it was addressed to. Only a claim: `SiteAddresses.siteFor` decides what is served.
 */
export function requestOrigin(request: {
  headers: Record<string, string | string[] | undefined>;
  protocol: string;
  host: string;
}): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin;
  return request.host ? `${request.protocol}://${request.host}` : undefined;
}
