import { QueryState } from '../../../components/ui/query-state';
import { useLegalPages } from '../../../entities/content/get-legal-pages';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { contentLang } from '../../../entities/content/content-call';
import { msg, useLanguage, useT } from '../../../lib/i18n';

/** A section's text: paragraphs apart by a blank line; a paragraph of lines starting "- " is a list. */
function SectionBody({ text }: { text: string }) {
  return text.split(/\n\s*\n/).map((paragraph, index) => {
    const lines = paragraph.split('\n').map((line) => line.trim());
    return lines.every((line) => line.startsWith('- ')) ? (
      <ul key={index}>
        {lines.map((line, i) => (
          <li key={i}>{line.slice(2)}</li>
        ))}
      </ul>
    ) : (
      <p key={index}>{paragraph}</p>
    );
  });
}

/**
 * /terms-and-conditions and /privacy-policy: the published legal page of the content service
 * (decision 033), prerendered by the server.
 */
export function LegalPage({ page, fallbackTitle }: { page: string; fallbackTitle: string }) {
  const t = useT();
  const language = useLanguage();
  usePageMeta(page, fallbackTitle);
  const legal = useLegalPages();
  return (
    <QueryState
      query={legal}
      loadingLabel={msg('Loading the page')}
      errorText={msg('The page could not be loaded.')}
    >
      {(data) => {
        const content = data.data.find((entry) => entry.attributes.page === page)?.attributes;
        if (!content) return <h1 className="page-title">{t(fallbackTitle)}</h1>;
        return (
          // English text on a Spanish page (none published in Spanish) says so (decision 066).
          <article className="prose" lang={contentLang(content.locale, language)}>
            <h1 className="page-title">{content.title}</h1>
            {content.lead && <p className="page-lead">{content.lead}</p>}
            {content.sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                <SectionBody text={section.body} />
              </section>
            ))}
          </article>
        );
      }}
    </QueryState>
  );
}
