import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityOptions = {
  isProduction: boolean;
  extraConnectSources: string[];
  /** Origins images may come from besides ours: the content host's, for its uploaded logos (decision 083). */
  extraImageSources?: string[];
  /** Intercom's messenger replaces the built-in chat: its hosts are allowed, and only then. */
  intercom?: boolean;
  /** Stripe.js runs in the pages (its script, frames and API), and only then. */
  stripe?: boolean;
};

/** What Stripe.js loads and talks to (Stripe's documented content-security-policy list). */
export const STRIPE_SOURCES = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
} as const;

/**
 * What Intercom's messenger loads and talks to (its documented content-security-policy list for
 * the US, EU and Australian regions): scripts, its API and WebSocket hosts, attachments, frames.
 */
export const INTERCOM_SOURCES = {
  scriptSrc: ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connectSrc: [
    'https://via.intercom.io',
    'https://api.intercom.io',
    'https://api.au.intercom.io',
    'https://api.eu.intercom.io',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-iam.au.intercom.io',
    'https://api-ping.intercom.io',
    'https://*.intercom-messenger.com',
    'wss://*.intercom-messenger.com',
    'https://nexus-websocket-a.intercom.io',
    'wss://nexus-websocket-a.intercom.io',
    'https://nexus-websocket-b.intercom.io',
    'wss://nexus-websocket-b.intercom.io',
    'https://nexus-europe-websocket.intercom.io',
    'wss://nexus-europe-websocket.intercom.io',
    'https://nexus-australia-websocket.intercom.io',
    'wss://nexus-australia-websocket.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomcdn.eu',
    'https://uploads.au.intercomcdn.com',
    'https://uploads.eu.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  imgSrc: [
    'blob:',
    'https://js.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://downloads.intercomcdn.com',
    'https://downloads.intercomcdn.eu',
    'https://downloads.au.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
    'https://gifs.intercomcdn.com',
    'https://video-messages.intercomcdn.com',
    'https://messenger-apps.intercom.io',
    'https://messenger-apps.eu.intercom.io',
    'https://messenger-apps.au.intercom.io',
    'https://*.intercom-attachments-1.com',
    'https://*.intercom-attachments.eu',
    'https://*.au.intercom-attachments.com',
    'https://*.intercom-attachments-2.com',
    'https://*.intercom-attachments-3.com',
    'https://*.intercom-attachments-4.com',
    'https://*.intercom-attachments-5.com',
    'https://*.intercom-attachments-6.com',
    'https://*.intercom-attachments-7.com',
    'https://*.intercom-attachments-8.com',
    'https://*.intercom-attachments-9.com',
    'https://static.intercomassets.eu',
    'https://static.au.intercomassets.com',
  ],
  fontSrc: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  mediaSrc: [
    'https://js.intercomcdn.com',
    'https://downloads.intercomcdn.com',
    'https://downloads.intercomcdn.eu',
    'https://downloads.au.intercomcdn.com',
  ],
  frameSrc: [
    'https://intercom-sheets.com',
    'https://www.intercom-reporting.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    'https://fast.wistia.net',
  ],
  formAction: [
    'https://intercom.help',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-iam.au.intercom.io',
  ],
} as const;

/** Runs helmet once on a stand-in response and keeps the headers it set. */
function computeHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * What an answer of type `application/json` (or `application/problem+json`) carries instead of the
 * document set (decision 037, after OWASP's REST Security Cheat Sheet): it is never rendered, so it
 * keeps only what still protects a response that is not a page. A policy that loads nothing and
 * may not be framed (a JSON body opened as a page or framed for drag-and-drop clickjacking),
 * X-Frame-Options for browsers without `frame-ancestors`, no MIME sniffing (a body never read as
 * HTML or script), Cross-Origin-Resource-Policy (no cross-origin no-cors read of a customer's
 * data), and HSTS in production.
 */
export const JSON_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export type SecurityHeaderSets = {
  /** Pages, scripts, styles, images, text and anything not JSON: the full set. */
  document: Record<string, string>;
  /** JSON answers of the API. */
  json: Record<string, string>;
};

/** `application/json` and `+json` types (problem details), with or without parameters. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * A strict policy: scripts only from our own origin (no inline script), no framing, no
 * plugins. Inline styles stay allowed because dialog libraries set scroll locks with them.
 * The headers are the same for every answer (no nonces), so they are computed once at start-up
 * rather than on each request.
 */
export function securityHeaderSets(options: SecurityOptions): SecurityHeaderSets {
  const intercom = (list: keyof typeof INTERCOM_SOURCES) => (options.intercom ? INTERCOM_SOURCES[list] : []);
  const stripe = (list: keyof typeof STRIPE_SOURCES) => (options.stripe ? STRIPE_SOURCES[list] : []);
  const frames = [...intercom('frameSrc'), ...stripe('frameSrc')];
  const document = computeHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...intercom('scriptSrc'), ...stripe('scriptSrc')],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...(options.extraImageSources ?? []), ...intercom('imgSrc')],
        fontSrc: ["'self'", ...intercom('fontSrc')],
        connectSrc: [
          "'self'",
          ...options.extraConnectSources,
          ...intercom('connectSrc'),
          ...stripe('connectSrc'),
        ],
        ...(options.intercom ? { mediaSrc: ["'self'", ...intercom('mediaSrc')] } : {}),
        ...(frames.length > 0 ? { frameSrc: ["'self'", ...frames] } : {}),
        formAction: ["'self'", ...intercom('formAction')],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(options.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const hsts = document['strict-transport-security'];
  const json: Record<string, string> = {
    'content-security-policy': JSON_CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
  return { document, json };
}

/**
 * Sets the security headers once the answer's type is known: JSON answers get the JSON set, every
 * other answer the document set. A route may replace a document header (the sandbox card page
 * sets its own policy and referrer policy): what it set is kept.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const { document, json } = securityHeaderSets(options);
  const documentHeaders = Object.entries(document);
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && JSON_TYPE.test(type)) {
      void reply.headers(json);
    } else {
      for (const [name, value] of documentHeaders) if (!reply.hasHeader(name)) void reply.header(name, value);
    }
    done(null, payload);
  });
}
