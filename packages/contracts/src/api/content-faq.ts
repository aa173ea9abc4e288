/**
 * The FAQ as the console's content editors edit it (decision 029, Content): every save is a new
 * version (who, when); publishing points visitors at one version; publishing an earlier one rolls
 * back to it.
 */
import { z } from 'zod';
import { FAQ_ANSWER_MAX_LENGTH, FAQ_ENTRIES_MAX, FAQ_QUESTION_MAX_LENGTH } from '../product-constants';
import { STAFF_MESSAGES } from '../staff-messages';
import { defineEndpoint } from './common';

const M = STAFF_MESSAGES.content;
const zMoment = z.iso.datetime({ offset: true });

export const zFaqEntry = z.object({
  question: z
    .string()
    .trim()
    .min(1, M.faqQuestionRequired)
    .max(FAQ_QUESTION_MAX_LENGTH, M.faqQuestionRequired),
  answer: z.string().trim().min(1, M.faqAnswerRequired).max(FAQ_ANSWER_MAX_LENGTH, M.faqAnswerRequired),
});
export type FaqEntry = z.infer<typeof zFaqEntry>;

export const zFaqInput = z.object({
  entries: z.array(zFaqEntry).min(1, M.faqEntriesRange).max(FAQ_ENTRIES_MAX, M.faqEntriesRange),
});
export type FaqInput = z.input<typeof zFaqInput>;

export const zFaqVersion = z.object({
  id: z.uuid(),
  /** 1, 2, 3... in the order saved. */
  number: z.number().int(),
  entries: z.array(zFaqEntry),
  createdBy: z.string(),
  createdAt: zMoment,
  /** Whether visitors see this version now. */
  published: z.boolean(),
});
export type FaqVersion = z.infer<typeof zFaqVersion>;

const staff = { auth: true, session: 'agent', permission: 'content.edit' } as const;

export const listFaqVersions = defineEndpoint({
  operationId: 'listFaqVersions',
  method: 'GET',
  path: '/app/care/content/faq',
  summary: 'Every saved version of the FAQ, newest first, and which one visitors see',
  ...staff,
  response: z.object({
    versions: z.array(zFaqVersion),
    published: z.object({ versionId: z.uuid(), publishedBy: z.string(), publishedAt: zMoment }).nullable(),
  }),
});

export const createFaqVersion = defineEndpoint({
  operationId: 'createFaqVersion',
  method: 'POST',
  path: '/app/care/content/faq',
  summary: 'Saves the FAQ as a new draft version; visitors see it only once it is published',
  ...staff,
  body: zFaqInput,
  response: zFaqVersion,
});

export const publishFaqVersion = defineEndpoint({
  operationId: 'publishFaqVersion',
  method: 'POST',
  path: '/app/care/content/faq/:versionId/publish',
  summary: 'Shows this version to visitors on every process; an earlier version rolls the FAQ back',
  ...staff,
  body: z.object({}),
  response: zFaqVersion,
});
