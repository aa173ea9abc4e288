import { useCallback } from 'react';
import { chooseLanguage, pathIn, useLanguage, type Language } from '../../lib/i18n';
import { useLocation, useNavigate } from '../../lib/router';
import { keepOnAccount, useAccountLanguage } from './account-language';

/** Each language's name in itself, as a switch names the language it leads to. */
const NAMES: Record<Language, { name: string; lang: string }> = {
  'en-US': { name: 'English', lang: 'en' },
  'es-US': { name: 'Español', lang: 'es' },
};

/** The page at its address in `language` (/es for Spanish), once that language shows. */
function useShowIn() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (language: Language) =>
      void navigate(`${pathIn(language, location.pathname)}${location.search}${location.hash}`, {
        replace: true,
        exact: true,
        state: location.state,
      }),
    [location, navigate],
  );
}

/**
 * The language switch (decision 053): one button naming the other language in itself. The
 * choice is kept in the browser and, for a signed-in customer, on the account, whose language
 * is shown once they sign in.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useLanguage();
  const showIn = useShowIn();
  useAccountLanguage(showIn);
  const other: Language = language === 'es-US' ? 'en-US' : 'es-US';
  const switchTo = async () => {
    await chooseLanguage(other);
    showIn(other);
    await keepOnAccount(other);
  };
  return (
    <button type="button" className={className} lang={NAMES[other].lang} onClick={() => void switchTo()}>
      {NAMES[other].name}
    </button>
  );
}

/** The language setting of Settings: the two languages as choices. */
export function LanguageSetting({ legend }: { legend: string }) {
  const language = useLanguage();
  const showIn = useShowIn();
  const choose = async (next: Language) => {
    await chooseLanguage(next);
    showIn(next);
    await keepOnAccount(next);
  };
  return (
    <fieldset className="language-setting">
      <legend>{legend}</legend>
      {(Object.keys(NAMES) as Language[]).map((option) => (
        <label key={option} lang={NAMES[option].lang} className="language-setting__option">
          <input
            type="radio"
            name="language"
            value={option}
            checked={language === option}
            onChange={() => void choose(option)}
          />{' '}
          {NAMES[option].name}
        </label>
      ))}
    </fieldset>
  );
}
