/**
 * The one line each request writes when it is answered ("request completed": request id, method,
 * address, status, time and, once known, the user). It is written on every request, so when the
 * logger is pino as the app builds it (a level and a destination, nothing that rewrites lines) the
 * line is put together here and handed to pino's own destination, exactly as pino would write it:
 * level, time, the logger's bindings (pid, hostname), the fields, the message. Pino's path for it
 * (the mixin, merging, key-by-key serialisation) cost as much as the rest of a cached answer's logging.
 * Any other logger (options that format, redact or transport lines) gets the line through pino.
 */
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

export type CompletedRequest = {
  reqId: string;
  method: string;
  url: string;
  statusCode: number;
  responseTime: number;
  userId: string | undefined;
};

const MESSAGE = 'request completed';
const INFO = 30;

type PinoInternals = {
  [pino.symbols.streamSym]?: { write: (line: string) => unknown };
  [pino.symbols.chindingsSym]?: string;
  levelVal?: number;
};

/** Whether the options are only a level and a destination: pino then writes lines we can write the same way. */
export function isPlainPinoOptions(options: unknown): boolean {
  return (
    typeof options === 'object' &&
    options !== null &&
    Object.keys(options).every((key) => key === 'level' || key === 'stream')
  );
}

/** `plain`: the logger was built from options `isPlainPinoOptions` accepts. */
export function requestLineWriter(
  log: FastifyBaseLogger,
  plain: boolean,
): (request: CompletedRequest) => void {
  const internals = log as unknown as PinoInternals;
  const stream = internals[pino.symbols.streamSym];
  const bindings = internals[pino.symbols.chindingsSym];
  if (!plain || !stream || typeof bindings !== 'string') {
    return (fields) => log.info(fields, MESSAGE);
  }
  return ({ reqId, method, url, statusCode, responseTime, userId }) => {
    // The level may be changed at run time: it is read on every line, as pino does.
    if ((internals.levelVal ?? INFO) > INFO) return;
    stream.write(
      `{"level":${INFO},"time":${Date.now()}${bindings},"reqId":${JSON.stringify(reqId)},` +
        `"method":${JSON.stringify(method)},"url":${JSON.stringify(url)},"statusCode":${statusCode},` +
        `"responseTime":${responseTime}${userId === undefined ? '' : `,"userId":${JSON.stringify(userId)}`},` +
        `"msg":"${MESSAGE}"}\n`,
    );
  };
}
