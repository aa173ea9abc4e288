/** Where customers reach the app: PUBLIC_URL, else this server's own address. No trailing slash. */
export function resolvePublicUrl(config: {
  publicUrl: string | undefined;
  host: string;
  port: number;
}): string {
  return (config.publicUrl ?? `http://${config.host}:${config.port}`).replace(/\/+$/, '');
}
