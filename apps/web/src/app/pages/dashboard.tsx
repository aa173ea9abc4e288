import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { LinesSection } from '../../features/lines/components/lines-section';
import { PaymentSection } from '../../features/payments/components/payment-section';

export default function Dashboard() {
  return <DashboardPage payment={PaymentSection} lines={LinesSection} />;
}
