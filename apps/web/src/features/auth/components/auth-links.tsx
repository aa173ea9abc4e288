import { Link, useLocation } from '../../../lib/router';
import { toReturnState } from '../lib/return-state';
import { t } from '../../../lib/i18n';

type AuthLink = { to: string; label: string };

/**
 * The ways on from an account page, below its form. Each link passes the `{ from }` this page
 * got on, so the customer still lands where they wanted to go after the last step.
 */
export function AuthLinks({ links }: { links: readonly AuthLink[] }) {
  const returnState = toReturnState(useLocation().state);
  return (
    <ul className="auth-links">
      {links.map(({ to, label }) => (
        <li key={to}>
          <Link to={to} state={returnState}>
            {t(label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
