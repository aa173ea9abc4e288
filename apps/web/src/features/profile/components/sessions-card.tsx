import { useId } from 'react';
import type { DeviceSession } from '@mvno/contracts/api/sessions';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useAppStore } from '../../../lib/store';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { describeLastActive, formatDateTime } from '../lib/format-time';
import { t } from '../../../lib/i18n';

function deviceName(session: DeviceSession): string {
  const browser = session.browser ?? 'Unknown browser';
  return session.os ? `${browser} on ${session.os}` : browser;
}

/** Settings, Sessions: the devices signed in, sign out one, or every other one. */
export function SessionsCard() {
  const headingId = useId();
  const notify = useAppStore((s) => s.notify);
  const { data, isPending, isError, refetch } = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = data?.sessions.filter((session) => !session.current) ?? [];

  const done = {
    onSuccess: (answer: { message: string }) => notify({ message: answer.message }),
    onError: (error: unknown) => notify({ error: true, message: serverErrorMessage(error) }),
  };

  return (
    <section aria-labelledby={headingId} className="card settings-card" id="devices">
      <h3 id={headingId}>Devices signed in</h3>
      <p>{t(PRODUCT_MESSAGES.web.sessionsLead)}</p>
      {isPending ? (
        <Spinner label="Loading your devices" />
      ) : isError ? (
        <p role="alert">
          Your devices could not be loaded.{' '}
          <Button variant="link" onClick={() => void refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <>
          <ul className="session-list">
            {data.sessions.map((session) => {
              const name = deviceName(session);
              return (
                <li key={session.id} className="session-list__item" aria-label={name}>
                  <p className="session-list__device">
                    <strong>{name}</strong>
                    {session.current && <span className="badge">This device</span>}
                    {session.assisted && <span className="badge badge--warning">Support session</span>}
                  </p>
                  <p className="session-list__meta">
                    {session.location ?? PRODUCT_MESSAGES.web.unknownLocation} ·{' '}
                    {session.current ? 'Active now' : describeLastActive(session.lastActiveAt)}
                  </p>
                  <p className="session-list__meta">Signed in {formatDateTime(session.signedInAt)}</p>
                  {session.supportCalls && session.supportCalls.length > 0 && (
                    <details className="session-list__calls">
                      <summary>What support did ({session.supportCalls.length})</summary>
                      <table>
                        <thead>
                          <tr>
                            <th scope="col">When</th>
                            <th scope="col">Call</th>
                          </tr>
                        </thead>
                        <tbody>
                          {session.supportCalls.map((entry, index) => (
                            <tr key={`${entry.at}-${index}`}>
                              <td>{formatDateTime(entry.at)}</td>
                              <td>
                                <code>{entry.call}</code>
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </details>
                  )}
                  {!session.current && (
                    <Button
                      variant="secondary"
                      loading={endOne.isPending && endOne.variables === session.id}
                      onClick={() => endOne.mutate(session.id, done)}
                    >
                      Sign out<span className="visually-hidden"> {name}</span>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length > 0 && (
            <Button
              variant="secondary"
              loading={endOthers.isPending}
              onClick={() => endOthers.mutate(undefined, done)}
            >
              Sign out all other devices
            </Button>
          )}
        </>
      )}
    </section>
  );
}
