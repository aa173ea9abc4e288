/**
 * Notice preferences (decision 087): per kind of notice, whether it goes by mail, by text to the
 * customer's lines (through the carrier), or both. Security notices are not a kind here: they always
 * go by mail.
 */
import { z } from 'zod';
import { defineEndpoint } from './common';

export const NOTICE_KINDS = ['billing', 'usage', 'service', 'family'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_CHANNELS = ['mail', 'text', 'both'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

const zChannel = z.enum(NOTICE_CHANNELS);

/** Strict: a kind not listed (security, say) is refused, not ignored. */
export const zNoticePreferences = z
  .object({ billing: zChannel, usage: zChannel, service: zChannel, family: zChannel })
  .strict();
export type NoticePreferences = z.infer<typeof zNoticePreferences>;

/** What an account that never chose reads: everything by mail. */
export const DEFAULT_NOTICE_PREFERENCES: NoticePreferences = {
  billing: 'mail',
  usage: 'mail',
  service: 'mail',
  family: 'mail',
};

const zNoticeSettings = z.object({
  preferences: zNoticePreferences,
  /** The numbers texts go to (the customer's active lines); none means texts fall back to mail. */
  textNumbers: z.array(z.string()),
  /** The last text to one of those numbers, when it could not be delivered (decision 106). */
  lastTextFailure: z.object({ number: z.string(), failedAt: z.iso.datetime({ offset: true }) }).nullable(),
});

export const getNoticePreferences = defineEndpoint({
  operationId: 'getNoticePreferences',
  method: 'GET',
  path: '/app/users/notice-preferences',
  summary: 'How each kind of notice reaches the customer (mail, text or both) and the numbers texts go to',
  auth: true,
  response: zNoticeSettings,
});

export const updateNoticePreferences = defineEndpoint({
  operationId: 'updateNoticePreferences',
  method: 'PUT',
  path: '/app/users/notice-preferences',
  summary: 'Choose mail, text or both for each kind of notice (security notices always go by mail)',
  auth: true,
  refusesAssisted: 'service',
  body: zNoticePreferences,
  response: zNoticeSettings,
});
