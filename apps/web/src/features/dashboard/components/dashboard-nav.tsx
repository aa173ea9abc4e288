import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import type { DashboardSection } from '../../../config/paths';
import { msg, useT } from '../../../lib/i18n';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';

const LINKS: readonly { section: DashboardSection; label: string }[] = [
  { section: 'profile', label: msg('Profile') },
  { section: 'payment', label: msg('Payment') },
  { section: 'setting', label: msg('Settings') },
  { section: 'members', label: ACCOUNT_MESSAGES.members.title },
];

/**
 * aria-current is set by hand rather than by NavLink: /dashboard and unknown selections show
 * the profile, so its link is current although the URL is not /dashboard/profile.
 */
export function DashboardNav({ current }: { current: DashboardSection }) {
  const t = useT();
  return (
    <nav aria-label={t('Account sections')} className="dashboard-nav">
      <ul>
        {LINKS.map(({ section, label }) => (
          <li key={section}>
            <Link
              to={paths.dashboardSection(section)}
              aria-current={section === current ? 'page' : undefined}
              className="dashboard-nav__link"
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
