import { FAQ_ANSWER_MAX_LENGTH, FAQ_ENTRIES_MAX, FAQ_QUESTION_MAX_LENGTH } from '../product-constants';

/** Site content in the console (decision 029, Content): field errors and the tool's texts. */
export const content = {
  faqQuestionRequired: `Enter a question of at most ${FAQ_QUESTION_MAX_LENGTH} characters`,
  faqAnswerRequired: `Enter an answer of at most ${FAQ_ANSWER_MAX_LENGTH} characters`,
  faqEntriesRange: `Keep from 1 to ${FAQ_ENTRIES_MAX} questions`,
  versionNotFound: 'Version not found',
  faqSaved: 'Draft saved. Publish it to show it on the FAQ page.',
  faqPublished: 'Published. Visitors see this version on the FAQ page now.',
} as const;
