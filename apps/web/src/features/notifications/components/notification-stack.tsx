import { useEffect, useState } from 'react';
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

/** Room kept between the header and the first notification, in px. */
const BELOW_HEADER_GAP = 8;

/**
 * Where the notifications start: below the site header, however tall it is (its brand wraps on a
 * narrow screen), so a notice never covers the header's cart and account buttons; the stylesheet's
 * place when there is no header. Followed as the header resizes and the page scrolls.
 */
function useBelowHeader(): number | undefined {
  const [top, setTop] = useState<number>();
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.site-header');
    if (!header) return;
    const place = () => setTop(Math.max(0, header.getBoundingClientRect().bottom) + BELOW_HEADER_GAP);
    place();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place);
    observer?.observe(header);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, []);
  return top;
}

/** SPEC §4: each notification closes itself after 5000 ms unless stayOpen, or when the user closes it. */
export function NotificationStack() {
  const t = useT();
  const notifications = useAppStore((s) => s.notifications);
  const top = useBelowHeader();
  return (
    <section
      className="notification-stack"
      aria-label={t('Notifications')}
      style={top === undefined ? undefined : { top }}
    >
      <ul>
        {notifications.map((n) => (
          <NotificationItem key={n.id} notification={n} />
        ))}
      </ul>
    </section>
  );
}
