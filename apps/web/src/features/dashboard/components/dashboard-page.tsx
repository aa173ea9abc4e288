import { useMemo } from 'react';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { DASHBOARD_SECTIONS } from '../../../config/paths';
import type { DashboardSection } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { useAppStore } from '../../../lib/store';
import { usePageMeta } from '../../../lib/content/use-page-meta';
import { useLogOut } from '../../../lib/use-log-out';
import { DashboardNav } from './dashboard-nav';
import { ProfileSection } from './profile-section';
import { SettingSection } from './setting-section';
import './dashboard.css';

function toSection(selection: string | undefined): DashboardSection {
  return DASHBOARD_SECTIONS.find((section) => section === selection) ?? 'profile';
}

type DashboardPageProps = {
  /** The Payment section (saved cards, order history) belongs to the payments feature; the app passes it in. */
  payment: ComponentType;
  /** The lines section (numbers, SIMs, port-in) belongs to the lines feature; shown with the profile. */
  lines: ComponentType;
};

export function DashboardPage({ payment, lines: Lines }: DashboardPageProps) {
  // SPEC §2: the selection picks a section; anything unknown falls back to the profile.
  const ProfileAndLines = useMemo(
    () =>
      function ProfileAndLines() {
        return (
          <div className="dashboard__sections">
            <ProfileSection />
            <Lines />
          </div>
        );
      },
    [Lines],
  );
  const SECTIONS: Record<DashboardSection, ComponentType> = {
    profile: ProfileAndLines,
    payment,
    setting: SettingSection,
  };
  usePageMeta('dashboard', 'My account');
  const section = toSection(useParams().selection);
  const firstName = useAppStore((s) => s.userInfo.firstName);
  const logOut = useLogOut();
  const Section = SECTIONS[section];
  return (
    <div className="dashboard">
      <div className="dashboard__header">
        <div>
          <h1 className="page-title">My account</h1>
          {firstName && <p className="page-lead">Hello, {firstName}!</p>}
        </div>
        <Button variant="secondary" loading={logOut.isPending} onClick={() => logOut.mutate()}>
          Log out
        </Button>
      </div>
      <div className="dashboard__body">
        <DashboardNav current={section} />
        <Section />
      </div>
    </div>
  );
}
