/**
 * Every mail has a text and an HTML part made by the mail kit from the same lines (issue 30, item
 * 21): for every mail kind the catalogue knows, in English and Spanish, the HTML's text (tags
 * stripped) is the text part's, its links are the text's addresses, and the order mail's HTML has
 * the dashboard link its text has.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PORT_OUT_REASONS } from '@mvno/contracts/product-messages/lines';
import {
  layoutMail,
  mailCatalogue,
  wordsIn,
  type MailContext,
  type MailLanguage,
  type MailParts,
  type QueuedMail,
} from '../../src/lib/mail';
import {
  orderConfirmationMail,
  orderNotCompletedMail,
  type OrderMailFacts,
} from '../../src/modules/shop/orders/order-mails';

const MODULES = join(__dirname, '../../src/modules');
const mailFiles = (readdirSync(MODULES, { recursive: true }) as string[]).filter((file) =>
  file.endsWith('-mails.ts'),
);
const PUBLIC_URL = 'https://brightline.example';
const LANGUAGES: MailLanguage[] = ['en-US', 'es-US'];
const contextIn = (language: MailLanguage): MailContext => ({
  brandName: 'Brightline Mobile',
  publicUrl: PUBLIC_URL,
  language,
});

/**
 * A value standing for any fact a mail's words read: text when written ("[facts.name]"), 1234 as
 * a number, a list of one, and the same again for any property or call.
 */
function anything(path: string): unknown {
  return new Proxy(function fact() {}, {
    get(_target, key) {
      if (key === Symbol.toPrimitive) return (hint: string) => (hint === 'number' ? 1234 : `[${path}]`);
      if (key === Symbol.iterator)
        return function* () {
          yield anything(`${path}[0]`);
        };
      if (key === 'length') return 1;
      if (typeof key === 'symbol' || key === 'then') return undefined;
      return anything(`${path}.${key}`);
    },
    apply: () => anything(`${path}()`),
  });
}

/** The values a writer is given (as `writeMail` gives them): the context's and `say` real, the facts anything. */
const valuesIn = (language: MailLanguage, facts: Record<string, unknown>) => {
  const real: Record<string, unknown> = { ...contextIn(language), say: wordsIn(language), ...facts };
  return new Proxy(real, {
    get: (target, key) =>
      typeof key === 'string' && !(key in target) ? anything(`facts.${key}`) : target[key as string],
  });
};

const decode = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The http(s) addresses of a text, a sentence's closing punctuation not part of them. */
const addressesIn = (text: string) =>
  [...text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0].replace(/[.,;:!?)]+$/, ''));

/** The text part and the HTML part say the same words and link the same addresses. */
function expectSameParts(name: string, mail: QueuedMail) {
  expect(mail.text, name).toBeTruthy();
  expect(mail.html, `${name} has no HTML part`).toBeTruthy();
  const html = mail.html!;
  expect(html, name).not.toMatch(/<script|\son\w+=/i);
  const stripped = decode(html.replace(/<br>|<\/p>/g, '\n').replace(/<[^>]*>/g, ''));
  expect(words(stripped), name).toBe(words(mail.text));
  const hrefs = [...html.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].map(([, href, shown]) => {
    expect(decode(shown!), name).toBe(decode(href!));
    return decode(href!);
  });
  expect(hrefs, name).toEqual(addressesIn(mail.text));
}

/** Facts a mail's words choose by (a kind of one union each): every kind, one mail each. */
const CHOSEN_BY: Record<string, Record<string, unknown>[]> = {
  'care-action': [
    { facts: { kind: 'port_resubmitted', msisdn: '7375550199' } },
    { facts: { kind: 'line_suspended', mdn: '5125550143' } },
    { facts: { kind: 'line_restored', mdn: '5125550143' } },
    { facts: { kind: 'grace_extended', mdn: '5125550143', nextTry: new Date('2026-12-01T15:00:00Z') } },
    { facts: { kind: 'sessions_ended' } },
  ].map((values) => ({ ...values, reason: 'goodwill' })),
  'account-pin-changed': ['set', 'changed', 'removed'].map((change) => ({ change })),
  'account-attack': ['password', 'code-entry', 'code-request', 'reset-request'].map((kind) => ({ kind })),
  'verification-code': ['email_change', 'number_unlock', 'step_up'].map((purpose) => ({ purpose })),
  'port-out-refused': Object.keys(PORT_OUT_REASONS).map((reason) => ({ reason })),
};

const ORDER: OrderMailFacts = {
  to: 'ada@example.com',
  firstName: 'Ada <&>',
  item: 'Unlimited',
  simType: 'esim',
  mdn: '5125550143',
  portNumber: '7375550199',
  activationCode: 'LPA:1$smdp.example.com$ABC-123',
  shippingAddress: {
    streetNumber: '1200',
    streetName: 'Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  } as OrderMailFacts['shippingAddress'],
  cents: { orderTotal: 4000, discount: 400, tax: 300, regulatoryFee: 100, activationFee: 0, final: 4000 },
  card: { network: 'visa', last4: '4242' },
  renewal: { cents: 4000, periodDays: 30, consentedAt: new Date('2026-11-28T12:00:00Z') },
};

describe('every mail has the same text and HTML parts', () => {
  it('for every mail kind of the catalogue, in English and Spanish', async () => {
    for (const file of mailFiles) await import(join(MODULES, file));
    const seen = new Set<string>();
    // Each mail's words, watched: a kind whose words no mail below reads fails the test.
    for (const [name, texts] of mailCatalogue()) {
      for (const language of ['en', 'es'] as const) {
        const words = texts[language];
        Object.defineProperty(texts, language, {
          configurable: true,
          get: () => (seen.add(`${name}/${language}`), words),
        });
      }
    }

    for (const language of LANGUAGES) {
      for (const [name, texts] of mailCatalogue()) {
        const writer = (language === 'es-US' ? texts.es : texts.en) as unknown;
        if (typeof writer !== 'function') continue;
        for (const [index, facts] of (CHOSEN_BY[name] ?? [{}]).entries()) {
          const parts = (writer as (values: unknown) => MailParts)(valuesIn(language, facts));
          // A fact standing for a whole line is written as text, as a real one would be.
          const text = parts.text.map((line) => (typeof line === 'function' ? String(line) : line));
          const mail = layoutMail({ to: 'ada@example.com', subject: parts.subject, text });
          expectSameParts(`${name} #${index} (${language})`, mail);
        }
      }
      const context = contextIn(language);
      const order = orderConfirmationMail({ ...ORDER, language }, context);
      expectSameParts(`order (${language})`, order);
      // The dashboard link of the text part is a link in the HTML part.
      expect(order.text).toContain(`${PUBLIC_URL}/dashboard`);
      expect(order.html).toContain(`<a href="${PUBLIC_URL}/dashboard">`);
      expect(order.html).toContain('src="cid:');
      expect(order.html).toContain('Ada &lt;&amp;&gt;');
      const psim = orderConfirmationMail(
        { ...ORDER, simType: 'psim', activationCode: null, language },
        context,
      );
      expectSameParts(`order, physical SIM (${language})`, psim);
      const notCompleted = orderNotCompletedMail(
        { to: 'ada@example.com', firstName: 'Ada', item: 'Unlimited', message: 'Refunded.', language },
        context,
      );
      expectSameParts(`order not completed (${language})`, notCompleted);
      expect(notCompleted.html).toContain(`<a href="${PUBLIC_URL}/dashboard">`);
    }

    const unread = [...mailCatalogue().keys()].flatMap((name) =>
      ['en', 'es']
        .filter((language) => !seen.has(`${name}/${language}`))
        .map((language) => `${name}/${language}`),
    );
    expect(unread).toEqual([]);
  });

  it('no mail writes its own HTML: the kit makes it', () => {
    for (const file of mailFiles) {
      expect(readFileSync(join(MODULES, file), 'utf8'), file).not.toMatch(/\bhtml\b\s*[:=]|<p>|<a href/);
    }
  });
});
