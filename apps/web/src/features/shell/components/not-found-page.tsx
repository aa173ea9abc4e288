import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../entities/content/use-page-meta';

export function NotFoundPage() {
  usePageMeta('not-found', 'Page not found');
  return (
    <section className="prose">
      <h1 className="page-title">Page not found</h1>
      <p className="page-lead">
        We couldn't find that page. It may have moved, or the address may be mistyped.
      </p>
      <p>
        <Link to={paths.home}>Go to the home page</Link> or <Link to={paths.shop}>see our plans</Link>.
      </p>
    </section>
  );
}
