import { NotificationStack } from '../../features/notifications/components/notification-stack';
import { SupportPage } from '../../features/support-inbox/components/support-page';

export default function Support() {
  return (
    <>
      <SupportPage />
      <NotificationStack />
    </>
  );
}
