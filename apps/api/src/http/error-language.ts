/**
 * Error answers in the language of the request (decision 053): with `Accept-Language` preferring
 * Spanish, the message and each field's message are sent in Spanish when the catalogues have
 * them; English otherwise, exactly as before. Only error answers pass here, so a successful
 * request pays nothing for it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredLanguage, type Language } from '@mvno/contracts/locales/catalogue';
import { toSpanish } from '@mvno/contracts/locales/es-us';

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };

/** `body` as the request's language says, naming the header in `Vary` for caches. */
export function inRequestLanguage<T extends ErrorBody>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
): T {
  const wanted = request.headers['accept-language'];
  if (!wanted) return body;
  void reply.header('vary', 'accept-language');
  if (preferredLanguage(wanted) !== 'es-US') return body;
  const translated: T = { ...body, message: toSpanish(body.message) };
  if (body.errors) {
    translated.errors = body.errors.map((error) => ({ ...error, message: toSpanish(error.message) }));
  }
  return translated;
}

/**
 * The language of the request's page (`Accept-Language`, which the web app sets to the page's
 * language): what a mail to an address with no account is written in (decision 066).
 */
export function requestLanguage(request: FastifyRequest): Language {
  return preferredLanguage(request.headers['accept-language']);
}
