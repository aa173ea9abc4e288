import {
  CONTENT_LIMITS as L,
  FAQ_ANSWER_MAX_LENGTH,
  FAQ_ENTRIES_MAX,
  FAQ_QUESTION_MAX_LENGTH,
} from '../product-constants/content';

/** Site content in the console (decisions 029 and 033): field errors and the tool's texts. */
export const content = {
  faqQuestionRequired: `Enter a question of at most ${FAQ_QUESTION_MAX_LENGTH} characters`,
  faqAnswerRequired: `Enter an answer of at most ${FAQ_ANSWER_MAX_LENGTH} characters`,
  faqEntriesRange: `Keep from 1 to ${FAQ_ENTRIES_MAX} questions`,
  versionNotFound: 'Version not found',
  faqSaved: 'Draft saved. Publish it to show it on the FAQ page.',
  faqPublished: 'Published. Visitors see this version on the FAQ page now.',
  draftSaved: 'Draft saved. Publish it to show it to visitors.',
  versionPublished: 'Published. Visitors see this version now.',
  pageNameFormat: 'Use lower-case letters, digits and dashes (the page path, e.g. terms-and-conditions)',
  pageNameTwice: 'This page is already in the list',
  /** A page's title and a legal page's title have the same limit (one text). */
  titleRequired: `Enter a title of at most ${L.pageTitle} characters`,
  pageDescriptionRequired: `Enter a description of at most ${L.pageDescription} characters`,
  pagesRange: `Keep from 1 to ${L.pages} pages`,
  linkLabelRequired: `Enter a label of at most ${L.linkLabel} characters`,
  linkFormat: 'Enter a path on this site (starting with /) or an https:// address',
  httpsLinkFormat: 'Enter an https:// address',
  footerLinksRange: `Keep from 1 to ${L.footerLinks} links`,
  socialsRange: `Keep at most ${L.socials} social links`,
  bannerMessageRequired: `Enter a message of at most ${L.bannerMessage} characters`,
  bannerLinkPair: 'Give the link both a label and an address, or neither',
  bannerEndRequired: 'Choose the date and time the banner ends',
  bannerEndsInPast: 'Choose an end after now',
  /** The banner taken down at once (decision 075). */
  bannerTakenDown: 'The banner is down: visitors no longer see it, in any language.',
  bannerNotShowing: 'No banner is showing, so there is nothing to take down.',
  legalLeadTooLong: `Keep the introduction to at most ${L.legalLead} characters`,
  legalHeadingRequired: `Enter a heading of at most ${L.legalHeading} characters`,
  legalBodyRequired: `Enter the text of at most ${L.legalBody} characters`,
  legalSectionsRange: `Keep from 1 to ${L.legalSections} sections`,
} as const;
