import { useCallback } from 'react';
import { chooseLanguage, pathIn, useLanguage, type Language } from '../../lib/i18n';
import { useLocation, useNavigate } from '../../lib/router';
import { useAccountLanguage } from './account-language';

/** Each language's name in itself, as a switch names the language it leads to. */
const NAMES: Record<Language, { name: string; lang: string }> = {
  'en-US': { name: 'English', lang: 'en' },
  'es-US': { name: 'Español', lang: 'es' },
};

/**
 * Shows the page in a language at its address there (/es for Spanish), and keeps the choice in
 * the browser and, signed in, on the account. The account's language is shown after sign-in.
 */
function useChooseLanguage() {
  const location = useLocation();
  const navigate = useNavigate();
  const showIn = useCallback(
    (language: Language) =>
      void navigate(`${pathIn(language, location.pathname)}${location.search}${location.hash}`, {
        replace: true,
        exact: true,
        state: location.state,
      }),
    [location, navigate],
  );
  const keepOnAccount = useAccountLanguage(showIn);
  return async (language: Language) => {
    const kept = keepOnAccount(language);
    await chooseLanguage(language);
    showIn(language);
    await kept;
  };
}

/** The header's language switch (decision 053): one button naming the other language in itself. */
export function LanguageSwitch({ className }: { className?: string }) {
  const language = useLanguage();
  const choose = useChooseLanguage();
  const other: Language = language === 'es-US' ? 'en-US' : 'es-US';
  return (
    <button type="button" className={className} lang={NAMES[other].lang} onClick={() => void choose(other)}>
      {NAMES[other].name}
    </button>
  );
}

/** The language setting of Settings: the two languages as choices. */
export function LanguageSetting({ legend }: { legend: string }) {
  const language = useLanguage();
  const choose = useChooseLanguage();
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
