import { useState } from 'react';
import type { ContentKind, ContentLanguage } from '@mvno/contracts/api/content-versions';
import { ContentBanner } from './content-banner';
import { ContentFaq } from './content-faq';
import { ContentFooter } from './content-footer';
import { ContentLegal } from './content-legal';
import { CONTENT_LANGUAGE_LABELS, ContentLanguageContext } from './content-language';
import { ContentPageMeta } from './content-page-meta';

const KINDS: { kind: ContentKind; label: string }[] = [
  { kind: 'faq', label: 'FAQ' },
  { kind: 'banner', label: 'Banner' },
  { kind: 'page-meta', label: 'Page titles' },
  { kind: 'footer', label: 'Footer' },
  { kind: 'terms', label: 'Terms' },
  { kind: 'privacy', label: 'Privacy policy' },
];

function Editor({ kind }: { kind: ContentKind }) {
  switch (kind) {
    case 'faq':
      return <ContentFaq />;
    case 'banner':
      return <ContentBanner />;
    case 'page-meta':
      return <ContentPageMeta />;
    case 'footer':
      return <ContentFooter />;
    case 'terms':
    case 'privacy':
      return <ContentLegal key={kind} kind={kind} />;
  }
}

/**
 * /care/content: the content editor's tool (decisions 029, 033): each kind of site content is
 * edited as a draft, published, and rolled back to an earlier version, in English or Spanish
 * (decision 066: each language has its own versions and published version).
 */
export function ContentTool() {
  const [kind, setKind] = useState<ContentKind>('faq');
  const [language, setLanguage] = useState<ContentLanguage>('en-US');
  const label = KINDS.find((k) => k.kind === kind)?.label;
  const languageLabel = CONTENT_LANGUAGE_LABELS.find((l) => l.language === language)?.label;
  return (
    <section aria-labelledby="content-title" className="care-section">
      <h2 id="content-title">
        Content: {label} ({languageLabel})
      </h2>
      <nav aria-label="Content to edit">
        <ul className="care-content-kinds">
          {KINDS.map((k) => (
            <li key={k.kind}>
              <button
                type="button"
                className="care-content-kind"
                aria-pressed={k.kind === kind}
                onClick={() => setKind(k.kind)}
              >
                {k.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <fieldset className="care-content-languages">
        <legend>Language of the content</legend>
        {CONTENT_LANGUAGE_LABELS.map((l) => (
          <label key={l.language}>
            <input
              type="radio"
              name="content-language"
              value={l.language}
              checked={l.language === language}
              onChange={() => setLanguage(l.language)}
            />{' '}
            {l.label}
          </label>
        ))}
      </fieldset>
      <ContentLanguageContext.Provider value={language}>
        <Editor key={`${kind} ${language}`} kind={kind} />
      </ContentLanguageContext.Provider>
    </section>
  );
}

export default ContentTool;
