import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { LinesSection } from '../../features/lines/components/lines-section';
import { MembersSection } from '../../features/members/components/members-section';
import { SharedLinesSection } from '../../features/members/components/shared-lines-section';
import { PaymentSection } from '../../features/payments/components/payment-section';
import { PrivacySection } from '../../features/privacy/components/privacy-section';
import { ProfileSection } from '../../features/profile/components/profile-section';
import { SettingSection } from '../../features/profile/components/setting-section';
import { WalletSection } from '../../features/wallet/components/wallet-section';

/** Payment: the saved cards and order history, then the account credit (decision 071). */
function PaymentAndCredit() {
  return (
    <>
      <PaymentSection />
      <WalletSection />
    </>
  );
}

export default function Dashboard() {
  return (
    <DashboardPage
      profile={ProfileSection}
      lines={LinesSection}
      payment={PaymentAndCredit}
      setting={SettingSection}
      privacy={PrivacySection}
      members={MembersSection}
      sharedLines={SharedLinesSection}
    />
  );
}
