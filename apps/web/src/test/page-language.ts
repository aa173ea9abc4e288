/** The tests of a block in one page language: set up, the language loaded and applied; English again after each. */
import { afterEach, beforeEach, describe } from 'vitest';
import { applyLanguage, loadLanguage, type Language } from '../lib/i18n';
import { resetAppState } from './render-page';

/** Before each test: `setUp` (fresh app state unless given), then `language`; after it, English. */
export function inPageLanguage(language: Language, setUp: () => void = resetAppState): void {
  beforeEach(async () => {
    setUp();
    await loadLanguage(language);
    applyLanguage(language);
  });
  afterEach(() => applyLanguage('en-US'));
}

/**
 * A block of tests once in each language `texts` has, in that page language (`setUp` first, as
 * `inPageLanguage`), each run given its language's texts; `%s` in `name` is the language.
 */
export function describeInEachLanguage<Texts extends Record<Language, unknown>>(
  name: string,
  texts: Texts,
  tests: (text: Texts[Language]) => void,
  setUp?: () => void,
): void {
  describe.each(Object.keys(texts) as Language[])(name, (language) => {
    inPageLanguage(language, setUp);
    tests(texts[language]);
  });
}
