import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { useT } from '../../../lib/i18n';

export function NotFoundPage() {
  const t = useT();
  usePageMeta('not-found', 'Page not found');
  return (
    <section className="prose">
      <h1 className="page-title">{t('Page not found')}</h1>
      <p className="page-lead">
        {t("We couldn't find that page. It may have moved, or the address may be mistyped.")}
      </p>
      <p>
        <Link to={paths.home}>{t('Go to the home page')}</Link> {t('or')}{' '}
        <Link to={paths.shop}>{t('see our plans')}</Link>.
      </p>
    </section>
  );
}
