/** What every entry point (server, worker, the command-line tools) does first, and how it gives up. */
import { ConfigError, loadConfig, type Config } from './config';
import { isDatabaseUnavailable } from './errors';

/** Prints why the process cannot go on and ends it. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The checked settings, or the end of the process with the message naming the bad variable. */
export function loadConfigOrFail(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** PostgreSQL ended a pooled connection: the pool reconnects; the log says what happened. */
export function logConnectionError(error: Error): void {
  process.stderr.write(
    `${JSON.stringify({ level: 40, time: Date.now(), msg: 'database connection lost', err: error.message })}\n`,
  );
}

/**
 * A library's background query that fails because the database went away (the job queue's, say)
 * must not end the process: it is logged, and the app answers 503 until the database is back.
 * Any other unhandled rejection still ends the process, as Node does by default.
 */
export function surviveDatabaseOutages(): void {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      logConnectionError(reason instanceof Error ? reason : new Error(String(reason)));
      return;
    }
    throw reason;
  });
}
