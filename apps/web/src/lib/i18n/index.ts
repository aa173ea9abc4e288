export {
  applyLanguage,
  chooseLanguage,
  currentLanguage,
  loadLanguage,
  msg,
  t,
  useLanguage,
  useT,
  type Language,
} from './i18n';
export { formatMessage } from './format-message';
export { LANGUAGE_KEY, startLanguage, storedLanguage } from './language-choice';
export { SPANISH_PREFIX, isSpanishPath, pathIn, withoutLanguage } from './locale-path';
