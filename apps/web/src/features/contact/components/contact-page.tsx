import { usePageMeta } from '../../../entities/content/use-page-meta';
import { ContactForm } from './contact-form';

export function ContactPage() {
  usePageMeta('contact-us', 'Contact us');
  return (
    <section>
      <h1 className="page-title">Contact us</h1>
      <ContactForm
        title="Send us a message"
        text="Questions about a plan, an order or bringing your number? We answer within one business day."
      />
    </section>
  );
}
