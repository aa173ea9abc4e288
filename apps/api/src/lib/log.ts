/** The logger the app hands to modules (Fastify's pino logger fits it; tests pass quiet ones). */
export type Log = {
  info: (object: object, message: string) => void;
  warn: { (message: string): void; (object: object, message: string): void };
  error: (object: object, message: string) => void;
};
