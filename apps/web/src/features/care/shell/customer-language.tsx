import type { Language } from '@mvno/contracts/locales/catalogue';

/** The customer's language in the console's words (the console stays English). */
export const LANGUAGE_NAMES: Record<Language, string> = { 'en-US': 'English', 'es-US': 'Spanish' };

/**
 * The language the customer chose for their pages: how to talk to the caller, so it is shown with the
 * name, before verification (decision 057).
 */
export function CustomerLanguage({ language, className }: { language: Language; className?: string }) {
  return <p className={className}>Language: {LANGUAGE_NAMES[language]}</p>;
}
