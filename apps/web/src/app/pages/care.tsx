import { CareConsole } from '../../features/care/shell/care-console';
import { NotificationStack } from '../../features/notifications/components/notification-stack';

export default function Care() {
  return (
    <>
      <CareConsole />
      <NotificationStack />
    </>
  );
}
