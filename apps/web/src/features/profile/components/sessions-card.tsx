import { useId } from 'react';
import type { DeviceSession } from '@mvno/contracts/api/sessions';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useAppStore } from '../../../lib/store';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { describeLastActive, formatDateTime } from '../lib/format-time';
import { msg, t, useT } from '../../../lib/i18n';

function deviceName(session: DeviceSession): string {
  const browser = session.browser ?? t('Unknown browser');
  return session.os ? t('{browser} on {os}', { browser, os: session.os }) : browser;
}

/** Settings, Sessions: the devices signed in, sign out one, or every other one. */
export function SessionsCard() {
  useT();
  const headingId = useId();
  const notify = useAppStore((s) => s.notify);
  const query = useSessions();
  const { data } = query;
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = data?.sessions.filter((session) => !session.current) ?? [];

  const done = {
    onSuccess: (answer: { message: string }) => notify({ message: answer.message }),
    onError: (error: unknown) => notify({ error: true, message: serverErrorMessage(error) }),
  };

  return (
    <section aria-labelledby={headingId} className="card settings-card" id="devices">
      <h3 id={headingId}>{t('Devices signed in')}</h3>
      <p>{t(PRODUCT_MESSAGES.web.sessionsLead)}</p>
      <QueryState
        query={query}
        loadingLabel={msg('Loading your devices')}
        errorText={msg('Your devices could not be loaded.')}
      >
        {({ sessions }) => (
          <>
            <ul className="session-list">
              {sessions.map((session) => {
                const name = deviceName(session);
                return (
                  <li key={session.id} className="session-list__item" aria-label={name}>
                    <p className="session-list__device">
                      <strong>{name}</strong>
                      {session.current && <span className="badge">{t('This device')}</span>}
                      {session.assisted && (
                        <span className="badge badge--warning">{t('Support session')}</span>
                      )}
                    </p>
                    <p className="session-list__meta">
                      {session.location ?? t(PRODUCT_MESSAGES.web.unknownLocation)} ·{' '}
                      {session.current ? t('Active now') : describeLastActive(session.lastActiveAt)}
                    </p>
                    <p className="session-list__meta">
                      {t('Signed in {when}', { when: formatDateTime(session.signedInAt) })}
                    </p>
                    {session.supportCalls && session.supportCalls.length > 0 && (
                      <details className="session-list__calls">
                        <summary>
                          {t('What support did ({count})', { count: session.supportCalls.length })}
                        </summary>
                        <table>
                          <thead>
                            <tr>
                              <th scope="col">{t('When')}</th>
                              <th scope="col">{t('Call')}</th>
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
                        {t('Sign out')}
                        <span className="visually-hidden"> {name}</span>
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
                {t('Sign out all other devices')}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
