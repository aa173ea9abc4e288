import type { PortRequest } from '@mvno/contracts/api/port-requests';
import { formatMdn } from '@mvno/contracts/line-format';
import { PORT_EVENT_LABELS, formatEventTime } from '../lib/line-status';
import './port-timeline.css';
import { useT } from '../../../lib/i18n';

/** The steps of a number's port with their times, oldest first. */
export function PortTimeline({ port }: { port: PortRequest }) {
  const t = useT();
  return (
    <div className="port-timeline">
      <h4 className="port-timeline__title">{t('Bringing {number}', { number: formatMdn(port.msisdn) })}</h4>
      <ol className="port-timeline__steps">
        {port.events.map((event, index) => (
          <li
            key={`${event.type}-${index}`}
            className={`port-timeline__step port-timeline__step--${event.type}`}
          >
            <span>{t(PORT_EVENT_LABELS[event.type])}</span>{' '}
            <time dateTime={event.at}>{formatEventTime(event.at)}</time>
          </li>
        ))}
      </ol>
    </div>
  );
}
