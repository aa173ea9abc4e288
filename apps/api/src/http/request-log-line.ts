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
import { isPlainRequestId } from './request-id';

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
/** Every request line opens and closes the same way; the time, the bindings and the fields come between. */
const LINE_HEAD = `{"level":${INFO},"time":`;
const LINE_TAIL = `,"msg":"${MESSAGE}"}\n`;

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

/** The logger's own destination and bindings when lines may be written to it directly (see above). */
function directTarget(log: FastifyBaseLogger, plain: boolean) {
  const internals = log as unknown as PinoInternals;
  const stream = internals[pino.symbols.streamSym];
  const bindings = internals[pino.symbols.chindingsSym];
  if (!plain || !stream || typeof bindings !== 'string') return undefined;
  // The level may be changed at run time: it is read on every line, as pino does.
  return { stream, bindings, quiet: () => (internals.levelVal ?? INFO) > INFO };
}

/** `plain`: the logger was built from options `isPlainPinoOptions` accepts. */
export function requestLineWriter(
  log: FastifyBaseLogger,
  plain: boolean,
): (request: CompletedRequest) => void {
  const target = directTarget(log, plain);
  if (!target) return (fields) => log.info(fields, MESSAGE);
  const { stream, bindings, quiet } = target;
  return ({ reqId, method, url, statusCode, responseTime, userId }) => {
    if (quiet()) return;
    stream.write(
      `${LINE_HEAD}${Date.now()}${bindings},"reqId":${JSON.stringify(reqId)},` +
        `"method":${JSON.stringify(method)},"url":${JSON.stringify(url)},"statusCode":${statusCode},` +
        `"responseTime":${responseTime}${userId === undefined ? '' : `,"userId":${JSON.stringify(userId)}`}` +
        LINE_TAIL,
    );
  };
}

/** The completion line of an answer known in advance: only the request id and the time change. */
export type FixedRequestLine = (reqId: string, responseTime: number) => void;

/**
 * The line of every anonymous answer to `method url` with `statusCode` (a prepared public answer,
 * http/prepared-front.ts): the same line `requestLineWriter` writes, with its unchanging middle set
 * out once. Served tens of thousands of times a second, its three escaped fields and the object of
 * fields were most of the line's cost.
 */
export function fixedRequestLineWriter(
  log: FastifyBaseLogger,
  plain: boolean,
  { method, url, statusCode }: Pick<CompletedRequest, 'method' | 'url' | 'statusCode'>,
): FixedRequestLine {
  const target = directTarget(log, plain);
  if (!target) {
    return (reqId, responseTime) =>
      log.info({ reqId, method, url, statusCode, responseTime, userId: undefined }, MESSAGE);
  }
  const { stream, bindings, quiet } = target;
  const middle = `,"method":${JSON.stringify(method)},"url":${JSON.stringify(url)},"statusCode":${statusCode},"responseTime":`;
  return (reqId, responseTime) => {
    if (quiet()) return;
    // The ids `requestIdOf` gives need no escaping; any other is escaped.
    const id = isPlainRequestId(reqId) ? `"${reqId}"` : JSON.stringify(reqId);
    stream.write(LINE_HEAD + Date.now() + bindings + ',"reqId":' + id + middle + responseTime + LINE_TAIL);
  };
}
