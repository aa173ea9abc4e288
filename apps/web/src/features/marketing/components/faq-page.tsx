import { runtimeConfig } from '../../../config/runtime';
import { usePageMeta } from '../../../entities/content/use-page-meta';

const QUESTIONS = [
  {
    q: 'Which phones work with {brand}?',
    a: 'Any unlocked phone that supports 4G LTE and VoLTE on US networks. eSIM needs a phone that supports eSIM, such as recent iPhone, Pixel and Galaxy models.',
  },
  {
    q: 'Can I keep my current number?',
    a: 'Yes. Choose "Bring my number" in the cart. You will need your account number and PIN (transfer PIN) from your current carrier. Most transfers finish within a few hours.',
  },
  {
    q: 'How do I activate an eSIM?',
    a: 'After payment we show and email a QR code. On your phone open Settings, then Cellular or Mobile network, add an eSIM, and scan the code.',
  },
  {
    q: 'When am I charged?',
    a: 'You pay for the first month at checkout. Each plan renews monthly with the card marked Primary in your account. You can change it any time.',
  },
  {
    q: 'What are the taxes and fees?',
    a: 'State sales tax and a regulatory fee are added at checkout and shown line by line before you pay. Promo codes are applied before taxes.',
  },
  {
    q: 'How do I contact support?',
    a: 'Use the chat button on any page or send us a message from the Contact Us page. We answer within one business day.',
  },
];

export function FaqPage() {
  usePageMeta('faq', 'FAQ');
  const brand = runtimeConfig.brandName;
  return (
    <section className="prose">
      <h1 className="page-title">Frequently asked questions</h1>
      {QUESTIONS.map(({ q, a }) => (
        <details key={q} className="faq-item">
          <summary>{q.replace('{brand}', brand)}</summary>
          <p>{a}</p>
        </details>
      ))}
    </section>
  );
}
