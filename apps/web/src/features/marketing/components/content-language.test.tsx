// Site content in the page's language (decision 066): the FAQ and the legal pages ask the content
// service for the page's locale; English content on a Spanish page (no Spanish version published)
// is marked lang="en-US"; the page title is the content's in the page's language.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { runtimeConfig } from '../../../config/runtime';
import { LegalPage } from './legal-page';
import { FaqPage } from './faq-page';
import { stubApi } from '../../../test/fake-api';
import { renderPage, resetAppState } from '../../../test/render-page';
import { contentLang } from '../../../entities/content/content-call';
import { inPageLanguage } from '../../../test/page-language';

const route = (kind: string) => `GET /api/${runtimeConfig.contentProduct}-${kind}`;
const faqAnswer = (locale: string, question: string) => (_: unknown, url: URL) => ({
  body: { data: [{ id: 1, attributes: { question, answer: `${question} …`, locale } }] },
  ...(url.searchParams.get('locale') === locale ? {} : { status: 500 }),
});

describe('contentLang', () => {
  it('marks content of another language than the page, and nothing else', () => {
    expect(contentLang('en-US', 'es-US')).toBe('en-US');
    expect(contentLang('es-US', 'es-US')).toBeUndefined();
    expect(contentLang('en', 'en-US')).toBeUndefined();
    expect(contentLang(undefined, 'es-US')).toBeUndefined();
  });
});

describe('content on a Spanish page', () => {
  inPageLanguage('es-US');

  it('the FAQ asks for es-US and shows the Spanish answers, unmarked', async () => {
    stubApi({
      [route('faqs')]: faqAnswer('es-US', '¿Puedo conservar mi número actual?'),
    });
    renderPage('/faq', <FaqPage />, { at: '/es/faq' });
    const question = await screen.findByText('¿Puedo conservar mi número actual?', {}, { timeout: 5000 });
    expect(question.closest('details')).not.toHaveAttribute('lang');
  });

  it('marks the English FAQ the service fell back to, with the catalogue title', async () => {
    stubApi({
      [route('faqs')]: () => ({
        body: {
          data: [
            { id: 1, attributes: { question: 'Can I keep my number?', answer: 'Yes.', locale: 'en-US' } },
          ],
        },
      }),
    });
    renderPage('/faq', <FaqPage />, { at: '/es/faq' });
    const question = await screen.findByText('Can I keep my number?');
    expect(question.closest('details')).toHaveAttribute('lang', 'en-US');
    await waitFor(() => expect(document.title).toMatch(/^Preguntas frecuentes \| /));
  });

  it('a legal page in English marks its article', async () => {
    stubApi({
      [route('legal-pages')]: {
        body: {
          data: [
            {
              id: 1,
              attributes: {
                page: 'terms-and-conditions',
                title: 'Terms and conditions',
                lead: '',
                sections: [{ heading: '1. Service', body: 'We provide service.' }],
                locale: 'en-US',
              },
            },
          ],
        },
      },
    });
    renderPage(
      '/terms-and-conditions',
      <LegalPage page="terms-and-conditions" fallbackTitle="Terms & Conditions" />,
      {
        at: '/es/terms-and-conditions',
      },
    );
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Terms and conditions' },
      { timeout: 5000 },
    );
    expect(heading.closest('article')).toHaveAttribute('lang', 'en-US');
  });
});

describe('content on an English page', () => {
  beforeEach(() => resetAppState());

  it('asks for en-US and marks nothing', async () => {
    stubApi({ [route('faqs')]: faqAnswer('en-US', 'Can I keep my number?') });
    renderPage('/faq', <FaqPage />, { at: '/faq' });
    const question = await screen.findByText('Can I keep my number?');
    expect(question.closest('details')).not.toHaveAttribute('lang');
  });
});
