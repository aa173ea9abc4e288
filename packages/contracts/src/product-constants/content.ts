/** Limits of the content editors' FAQ (decision 029, Content). */
export const FAQ_QUESTION_MAX_LENGTH = 200;
export const FAQ_ANSWER_MAX_LENGTH = 2000;
/** Questions in one FAQ version: enough for a real FAQ, few enough to read on one page. */
export const FAQ_ENTRIES_MAX = 40;

/** Limits of the other kinds of site content (decision 033). */
export const CONTENT_LIMITS = {
  pageTitle: 120,
  pageDescription: 300,
  pages: 40,
  linkLabel: 40,
  link: 500,
  footerLinks: 12,
  socials: 10,
  bannerMessage: 200,
  legalLead: 500,
  legalHeading: 120,
  legalBody: 5000,
  legalSections: 30,
} as const;
