import { QueryState } from '../../../components/ui/query-state';
import { useFaq } from '../../../entities/content/get-faq';
import { usePageMeta } from '../../../entities/content/use-page-meta';

/** /faq: the published FAQ of the content service, prerendered by the server (decision 029, Content). */
export function FaqPage() {
  usePageMeta('faq', 'FAQ');
  const faq = useFaq();
  return (
    <section className="prose">
      <h1 className="page-title">Frequently asked questions</h1>
      <QueryState
        query={faq}
        loadingLabel="Loading the questions"
        errorText="The questions could not be loaded."
      >
        {(data) =>
          data.data.map(({ id, attributes }) => (
            <details key={id} className="faq-item">
              <summary>{attributes.question}</summary>
              <p>{attributes.answer}</p>
            </details>
          ))
        }
      </QueryState>
    </section>
  );
}
