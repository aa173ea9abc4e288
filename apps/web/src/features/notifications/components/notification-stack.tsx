import { useEffect } from 'react';
import { NOTIFICATION_TIMEOUT_MS } from '@mvno/contracts/constants';
import { useAppStore, type AppNotification } from '../../../lib/store';
import './notification-stack.css';
import { useT } from '../../../lib/i18n';

function NotificationItem({ notification }: { notification: AppNotification }) {
  const t = useT();
  const close = useAppStore((s) => s.closeNotification);
  useEffect(() => {
    if (notification.stayOpen) return;
    const timer = setTimeout(() => close(notification.id), NOTIFICATION_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [notification.id, notification.stayOpen, close]);

  const kind = notification.error ? 'error' : 'success';
  return (
    <li className={`notification notification--${kind}`}>
      <div className="notification__body" role={notification.error ? 'alert' : 'status'}>
        <img
          className="notification__image"
          src={notification.error ? '/images/robot-error.svg' : '/images/robot-success.svg'}
          alt=""
          width={48}
          height={48}
        />
        <p className="notification__message">{t(notification.message)}</p>
      </div>
      <button
        type="button"
        className="notification__close"
        aria-label={t('Close notification')}
        onClick={() => close(notification.id)}
      >
        ×
      </button>
    </li>
  );
}

/** SPEC §4: each notification closes itself after 5000 ms unless stayOpen, or when the user closes it. */
export function NotificationStack() {
  const t = useT();
  const notifications = useAppStore((s) => s.notifications);
  return (
    <section className="notification-stack" aria-label={t('Notifications')}>
      <ul>
        {notifications.map((n) => (
          <NotificationItem key={n.id} notification={n} />
        ))}
      </ul>
    </section>
  );
}
