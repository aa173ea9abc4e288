import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { LinesSection } from '../../features/lines/components/lines-section';
import { MembersSection } from '../../features/members/components/members-section';
import { SharedLinesSection } from '../../features/members/components/shared-lines-section';
import { PaymentSection } from '../../features/payments/components/payment-section';
import { PrivacySection } from '../../features/privacy/components/privacy-section';
import { ProfileSection } from '../../features/profile/components/profile-section';
import { SettingSection } from '../../features/profile/components/setting-section';

export default function Dashboard() {
  return (
    <DashboardPage
      profile={ProfileSection}
      lines={LinesSection}
      payment={PaymentSection}
      setting={SettingSection}
      privacy={PrivacySection}
      members={MembersSection}
      sharedLines={SharedLinesSection}
    />
  );
}
