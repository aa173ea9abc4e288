import { Link } from '../lib/router';
import { paths } from '../config/paths';
import { useT } from '../lib/i18n';

/** Shown when a page fails to load (a lost connection while fetching its code, say), instead of a blank screen. */
export function RouteError() {
  const t = useT();
  return (
    <main className="layout__main" id="main">
      <h1 className="page-title">{t('Something went wrong')}</h1>
      <p className="page-lead">{t('This page could not be shown. Please try again.')}</p>
      <p>
        <button type="button" className="text-button" onClick={() => window.location.reload()}>
          {t('Reload the page')}
        </button>{' '}
        {t('or')} <Link to={paths.home}>{t('go to the home page')}</Link>.
      </p>
    </main>
  );
}
