// The automatic renewal terms beside Pay in the page's language (decisions 027 and 053): the
// amount the card will be charged, written by the terms of that language.
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Quote } from '@mvno/contracts/api/checkout';
import { applyLanguage, loadLanguage, type Language } from '../../../lib/i18n';
import { RenewalConsent } from './renewal-consent';

const QUOTE: Quote = {
  orderTotal: 40,
  taxAmount: 3.3,
  taxRate: 0.0825,
  regulatoryFee: 0.7,
  activationFee: 0,
  discountAmount: 0,
  finalCheckoutAmount: 44,
  renewal: { amount: 44, periodDays: 30, termsVersion: '2026-11-01' },
};

const TEXTS = {
  'en-US': {
    title: 'Automatic renewal',
    terms: /^Your plan renews automatically every 30 days at \$44\.00 .*until you cancel\./,
    box: 'I agree that my plan renews automatically on these terms until I cancel',
  },
  'es-US': {
    title: 'Renovación automática',
    terms: /^Su plan se renueva automáticamente cada 30 días por \$44\.00 .*hasta que lo cancele\./,
    box: 'Acepto que mi plan se renueve automáticamente en estos términos hasta que lo cancele',
  },
} satisfies Record<Language, unknown>;

const renderTerms = () =>
  render(<RenewalConsent quote={QUOTE} checked={false} onChange={() => {}} error={undefined} />);

describe.each(Object.keys(TEXTS) as Language[])('the renewal terms in %s', (language) => {
  const text = TEXTS[language];
  afterEach(() => applyLanguage('en-US'));

  it('name the amount and the period in the page language', async () => {
    await loadLanguage(language);
    applyLanguage(language);
    renderTerms();
    expect(screen.getByRole('heading', { name: text.title })).toBeInTheDocument();
    expect(await screen.findByText(text.terms)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: text.box })).not.toBeChecked();
  });
});

describe('the renewal terms when the language changes', () => {
  afterEach(() => applyLanguage('en-US'));

  it('follow the page from English to Spanish and back', async () => {
    renderTerms();
    expect(screen.getByText(TEXTS['en-US'].terms)).toBeInTheDocument();
    await loadLanguage('es-US');
    applyLanguage('es-US');
    expect(await screen.findByText(TEXTS['es-US'].terms)).toBeInTheDocument();
    applyLanguage('en-US');
    expect(await screen.findByText(TEXTS['en-US'].terms)).toBeInTheDocument();
  });
});
