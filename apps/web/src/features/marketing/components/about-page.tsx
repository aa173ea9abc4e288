import { runtimeConfig } from '../../../config/runtime';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { useT } from '../../../lib/i18n';

export function AboutPage() {
  const t = useT();
  usePageMeta('about', 'About us');
  const brand = runtimeConfig.brandName;
  return (
    <article className="prose">
      <h1 className="page-title">{t('About {brand}', { brand })}</h1>
      <p className="page-lead">
        {t(
          'We started {brand} because prepaid wireless should be as clear as the price tag: one plan, one price, no contracts and no credit checks.',
          { brand },
        )}
      </p>
      <h2>{t('What we do')}</h2>
      <p>
        {t(
          '{brand} is a mobile virtual network operator. We rent capacity on a nationwide US network and sell it as simple monthly plans, so you get the same coverage as the big carriers for less.',
          { brand },
        )}
      </p>
      <h2>{t('How we work')}</h2>
      <ul>
        <li>
          {t('Prices include the plan; taxes and regulatory fees are shown before you pay, never after.')}
        </li>
        <li>{t('Your account, lines, cards and orders are all in one place, available any time.')}</li>
        <li>{t('Real people answer our support chat and contact form, usually within one business day.')}</li>
      </ul>
      <h2>{t('Our promise on privacy')}</h2>
      <p>
        {t(
          "We never sell your personal information. Card numbers are entered on our payment provider's secure page and never reach our servers.",
        )}
      </p>
    </article>
  );
}
