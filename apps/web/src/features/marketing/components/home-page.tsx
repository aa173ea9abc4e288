import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { runtimeConfig } from '../../../config/runtime';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import type { ReactNode } from 'react';
import './marketing.css';
import { msg, useT } from '../../../lib/i18n';

const BENEFITS = [
  {
    title: msg('Nationwide 5G'),
    text: msg('Coverage on a major US network, with 5G where available and 4G LTE everywhere else.'),
  },
  {
    title: msg('No contracts'),
    text: msg('Pay month to month by card. Change plans or leave whenever you like, with no fees.'),
  },
  {
    title: msg('Keep your number'),
    text: msg('Bring your number from another carrier in a few minutes. We handle the transfer.'),
  },
  {
    title: msg('eSIM in minutes'),
    text: msg('Scan a QR code and you are connected. Physical SIMs ship free in 1 to 3 days.'),
  },
];

/** The home page; `featured` is where the app puts the popular plans. */
export function HomePage({ featured }: { featured?: ReactNode }) {
  usePageMeta('home', 'Prepaid SIM and eSIM plans');
  const t = useT();
  const brand = runtimeConfig.brandName;
  return (
    <>
      <section className="hero">
        <h1 className="page-title">{t('Wireless that keeps it simple.')}</h1>
        <p className="page-lead">
          {t(
            '{brand} gives you unlimited talk and text, fast 5G data and no surprises on your bill. Pick a plan, choose eSIM or SIM, and you are online today.',
            { brand },
          )}
        </p>
        <p className="hero__actions">
          <Link className="link-button" to={paths.shop}>
            {t('Shop plans')}
          </Link>
          <Link className="link-button link-button--secondary" to={paths.faq}>
            {t('How it works')}
          </Link>
        </p>
      </section>
      {featured}
      <section aria-labelledby="why-heading" className="benefits">
        <h2 id="why-heading">{t('Why {brand}', { brand })}</h2>
        <ul className="benefits__list">
          {BENEFITS.map((b) => (
            <li key={b.title} className="benefits__item">
              <h3>{t(b.title)}</h3>
              <p>{t(b.text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
