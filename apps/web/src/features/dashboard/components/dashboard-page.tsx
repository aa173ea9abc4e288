import type { ComponentType } from 'react';
import { useParams } from '../../../lib/router';
import { DASHBOARD_SECTIONS } from '../../../config/paths';
import type { DashboardSection } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { useAppStore } from '../../../lib/store';
import { usePageMeta } from '../../../entities/content/use-page-meta';
import { useLogOut } from '../../../lib/use-log-out';
import { DashboardNav } from './dashboard-nav';
import './dashboard.css';
import { t } from '../../../lib/i18n';

function toSection(selection: string | undefined): DashboardSection {
  return DASHBOARD_SECTIONS.find((section) => section === selection) ?? 'profile';
}

type DashboardPageProps = {
  /** The profile with its edit dialogs (the profile feature); the app passes it in. */
  profile: ComponentType;
  /** The lines (numbers, SIMs, port-in) belong to the lines feature; shown under the profile. */
  lines: ComponentType;
  /** The Payment section (saved cards, order history) belongs to the payments feature; the app passes it in. */
  payment: ComponentType;
  /** Settings: password, devices signed in, Number Lock (the profile feature). */
  setting: ComponentType;
  /** The customer's own data (the privacy feature), shown under the settings. */
  privacy: ComponentType;
  /** The owner's members and requests (the members feature, decision 072). */
  members?: ComponentType;
  /** Lines of other accounts the customer is a member of, under their own lines (decision 072). */
  sharedLines?: ComponentType;
};

export function DashboardPage({
  profile: Profile,
  lines: Lines,
  payment: Payment,
  setting: Setting,
  privacy: Privacy,
  members: Members,
  sharedLines: SharedLines,
}: DashboardPageProps) {
  usePageMeta('dashboard', 'My account');
  const section = toSection(useParams().selection);
  const firstName = useAppStore((s) => s.userInfo.firstName);
  const logOut = useLogOut();
  return (
    <div className="dashboard">
      <div className="dashboard__header">
        <div>
          <h1 className="page-title">{t('My account')}</h1>
          {firstName && <p className="page-lead">{t('Hello, {firstName}!', { firstName })}</p>}
        </div>
        <Button variant="secondary" loading={logOut.isPending} onClick={() => logOut.mutate()}>
          {t('Log out')}
        </Button>
      </div>
      <div className="dashboard__body">
        <DashboardNav current={section} />
        {/* SPEC §2: the selection picks a section; anything unknown falls back to the profile. */}
        {section === 'payment' ? (
          <Payment />
        ) : section === 'members' && Members ? (
          <Members />
        ) : section === 'setting' ? (
          <div className="dashboard__sections">
            <Setting />
            <Privacy />
          </div>
        ) : (
          <div className="dashboard__sections">
            <Profile />
            <Lines />
            {SharedLines && <SharedLines />}
          </div>
        )}
      </div>
    </div>
  );
}
