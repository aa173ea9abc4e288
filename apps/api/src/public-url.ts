import type { Config } from './config';

/** Where customers reach the app: PUBLIC_URL, else this server's own address. No trailing slash. */
export function resolvePublicUrl(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  return (config.publicUrl ?? `http://${config.host}:${config.port}`).replace(/\/+$/, '');
}
