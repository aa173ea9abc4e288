/** Limits of the content editors' FAQ (decision 029, Content). */
export const FAQ_QUESTION_MAX_LENGTH = 200;
export const FAQ_ANSWER_MAX_LENGTH = 2000;
/** Questions in one FAQ version: enough for a real FAQ, few enough to read on one page. */
export const FAQ_ENTRIES_MAX = 40;
