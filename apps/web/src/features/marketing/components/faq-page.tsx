import { QueryState } from '../../../components/ui/query-state';
import { useFaq } from '../../../entities/content/get-faq';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { contentLang } from '../../../entities/content/content-call';
import { msg, useLanguage, useT } from '../../../lib/i18n';

/** /faq: the published FAQ of the content service, prerendered by the server (decision 029, Content). */
export function FaqPage() {
  usePageMeta('faq', 'FAQ');
  const faq = useFaq();
  const t = useT();
  const language = useLanguage();
  return (
    <section className="prose">
      <h1 className="page-title">{t('Frequently asked questions')}</h1>
      <QueryState
        query={faq}
        loadingLabel={msg('Loading the questions')}
        errorText={msg('The questions could not be loaded.')}
      >
        {(data) =>
          data.data.map(({ id, attributes }) => (
            // English answers on a Spanish page (none published in Spanish) say so (decision 066).
            <details key={id} className="faq-item" lang={contentLang(attributes.locale, language)}>
              <summary>{attributes.question}</summary>
              <p>{attributes.answer}</p>
            </details>
          ))
        }
      </QueryState>
    </section>
  );
}
