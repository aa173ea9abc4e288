import { createContext, useContext } from 'react';
import type { ContentLanguage } from '@mvno/contracts/api/content-versions';

/** The languages an editor writes content in (decision 066); the console itself stays English. */
export const CONTENT_LANGUAGE_LABELS: { language: ContentLanguage; label: string }[] = [
  { language: 'en-US', label: 'English' },
  { language: 'es-US', label: 'Spanish' },
];

/** The language whose versions the content tool's editors list, save and publish. */
export const ContentLanguageContext = createContext<ContentLanguage>('en-US');

export const useContentLanguage = () => useContext(ContentLanguageContext);
