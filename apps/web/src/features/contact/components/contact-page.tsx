import { usePageMeta } from '../../../entities/content/use-page-meta';
import { useT } from '../../../lib/i18n';
import { ContactForm } from './contact-form';

export function ContactPage() {
  const t = useT();
  usePageMeta('contact-us', 'Contact us');
  return (
    <section>
      <h1 className="page-title">{t('Contact us')}</h1>
      <ContactForm
        title={t('Send us a message')}
        text={t(
          'Questions about a plan, an order or bringing your number? We answer within one business day.',
        )}
      />
    </section>
  );
}
