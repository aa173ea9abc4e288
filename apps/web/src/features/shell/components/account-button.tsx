import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { useAppStore } from '../../../lib/store';
import { useT } from '../../../lib/i18n';

export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  return `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase();
}

/** Initials and a link to the dashboard when logged in; otherwise "My Account" to the login page. */
export function AccountButton() {
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const userInfo = useAppStore((s) => s.userInfo);
  const t = useT();
  if (!isLoggedIn) {
    return (
      <Link to={paths.login} className="site-header__account">
        {t('My Account')}
      </Link>
    );
  }
  const initials = initialsOf(userInfo.firstName, userInfo.lastName);
  return (
    <Link to={paths.dashboard} className="site-header__account site-header__account--user">
      <span className="site-header__initials">{initials || '…'}</span>
      <span className="visually-hidden"> {t('My Account')}</span>
    </Link>
  );
}
