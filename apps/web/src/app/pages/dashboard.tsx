import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { LinesSection } from '../../features/lines/components/lines-section';
import { PaymentSection } from '../../features/payments/components/payment-section';
import { PrivacySection } from '../../features/privacy/components/privacy-section';
import { ProfileSection } from '../../features/profile/components/profile-section';
import { SettingSection } from '../../features/profile/components/setting-section';

// The family sections (decision 072) and the account credit (decision 071) load with their own
// code, after the dashboard's first view: their forms and dialogs are not in its first load.
const MembersSection = lazy(() =>
  import('../../features/members/components/members-section').then((m) => ({ default: m.MembersSection })),
);
const SharedLinesSection = lazy(() =>
  import('../../features/members/components/shared-lines-section').then((m) => ({
    default: m.SharedLinesSection,
  })),
);
const WalletSection = lazy(() =>
  import('../../features/wallet/components/wallet-section').then((m) => ({ default: m.WalletSection })),
);

/** A section whose code loads when it is first shown, with a spinner meanwhile. */
function loaded(Section: LazyExoticComponent<ComponentType>, quiet = false): ComponentType {
  return function LoadedSection() {
    return (
      <Suspense fallback={quiet ? null : <Spinner />}>
        <Section />
      </Suspense>
    );
  };
}
const Members = loaded(MembersSection);
// Most customers share no line: nothing shows while it loads, so nothing jumps.
const SharedLines = loaded(SharedLinesSection, true);
const Wallet = loaded(WalletSection);

/** Payment: the saved cards and order history, then the account credit (decision 071). */
function PaymentAndCredit() {
  return (
    <>
      <PaymentSection />
      <Wallet />
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
      members={Members}
      sharedLines={SharedLines}
    />
  );
}
