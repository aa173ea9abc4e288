/**
 * The FAQ as the console's content editors edit it (decision 029, Content): every save is a new
 * version (who, when); publishing points visitors at one version; publishing an earlier one rolls
 * back to it.
 */
import { z } from 'zod';
import {
  FAQ_ANSWER_MAX_LENGTH,
  FAQ_ENTRIES_MAX,
  FAQ_QUESTION_MAX_LENGTH,
} from '../product-constants/content';
import { STAFF_MESSAGES } from '../staff-messages';
import { contentVersionEndpoints } from './content-versions';

const M = STAFF_MESSAGES.content;

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

const faq = contentVersionEndpoints('faq', zFaqInput, 'Faq', 'the FAQ');

export const zFaqVersion = faq.version;
export type FaqVersion = z.infer<typeof zFaqVersion>;

export const { list: listFaqVersions, create: createFaqVersion, publish: publishFaqVersion } = faq;
