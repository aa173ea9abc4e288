import { Link } from '../lib/router';
import { paths } from '../config/paths';

/** Shown when a page fails to load (a lost connection while fetching its code, say), instead of a blank screen. */
export function RouteError() {
  return (
    <main className="layout__main" id="main">
      <h1 className="page-title">Something went wrong</h1>
      <p className="page-lead">This page could not be shown. Please try again.</p>
      <p>
        <button type="button" className="text-button" onClick={() => window.location.reload()}>
          Reload the page
        </button>{' '}
        or <Link to={paths.home}>go to the home page</Link>.
      </p>
    </main>
  );
}
