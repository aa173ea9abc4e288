import { useId, type ReactNode } from 'react';
import type { SignIn } from '@mvno/contracts/api/passkeys';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { QueryState } from '../../../components/ui/query-state';
import { useNumberLocks } from '../api/number-locks';
import { usePasskeys, useSignIns } from '../api/passkeys';
import { useSessions } from '../api/sessions';
import { useTwoFactor } from '../api/two-factor';
import { useFormatPhone } from '../hooks/use-format-phone';
import { formatDateTime } from '../lib/format-time';
import './security.css';
import { msg, useT } from '../../../lib/i18n';

const M = ACCOUNT_MESSAGES.security;

/** One line of the overview: the state, and a link to the card where it is changed. */
function Fact({ children, to, what }: { children: ReactNode; to: string; what: string }) {
  const t = useT();
  return (
    <li className="security-overview__item">
      <span>{children}</span>
      <a href={`#${to}`}>
        {t('Manage')}
        <span className="visually-hidden"> {t(what)}</span>
      </a>
    </li>
  );
}

function SignInItem({ signIn }: { signIn: SignIn }) {
  const t = useT();
  return (
    <li className="sign-in-list__item">
      <p>
        <strong>{formatDateTime(signIn.at)}</strong>
        {signIn.current && <span className="badge">{t('This device')}</span>}
      </p>
      <p className="sign-in-list__meta">
        {t(M.methods[signIn.method])} · {signIn.device ?? t('Unknown device')}
      </p>
      <p className="sign-in-list__meta">
        {t('Place: {place}', { place: signIn.place ? t(signIn.place) : t('Unknown') })}
      </p>
    </li>
  );
}

/**
 * Settings, Security: the account's protection at a glance (authenticator app, passkeys, Number
 * Lock per line, devices signed in; each links to its card) and the recent sign-ins with the way,
 * the device and the network they came from (docs/decisions/030).
 */
export function SecurityCard() {
  const t = useT();
  const headingId = useId();
  const recentId = useId();
  const twoFactor = useTwoFactor();
  const passkeys = usePasskeys();
  const locks = useNumberLocks();
  const sessions = useSessions();
  const signIns = useSignIns();
  const formatPhone = useFormatPhone(locks.data?.locks.map((lock) => lock.mdn) ?? []);

  return (
    <section aria-labelledby={headingId} className="card settings-card security-card" id="security">
      <h3 id={headingId}>{t(M.cardTitle)}</h3>
      <p>{t(M.cardLead)}</p>
      <ul className="security-overview" aria-label={t('Your protection')}>
        {twoFactor.data && (
          <Fact to="two-factor" what={msg('the authenticator app')}>
            {t(twoFactor.data.totp ? M.secondFactorOn : M.secondFactorOff)}
          </Fact>
        )}
        {passkeys.data && (
          <Fact to="passkeys" what={msg('your passkeys')}>
            {t(M.passkeyCount(passkeys.data.passkeys.length))}
          </Fact>
        )}
        {locks.data &&
          formatPhone &&
          locks.data.locks.map((lock) => {
            const number = formatPhone(lock.mdn);
            return (
              <Fact key={lock.lineId} to="number-lock" what={t('Number Lock for {number}', { number })}>
                {t(lock.locked ? M.numberLockOn(number) : M.numberLockOff(number))}
              </Fact>
            );
          })}
        {sessions.data && (
          <Fact to="devices" what={msg('the devices signed in')}>
            {t(M.devicesSignedIn(sessions.data.sessions.length))}
          </Fact>
        )}
      </ul>
      <h4 id={recentId}>{t(M.recentTitle)}</h4>
      <p>{t(M.recentLead)}</p>
      <QueryState
        query={signIns}
        loadingLabel={msg('Loading your recent sign-ins')}
        errorText={msg('Your recent sign-ins could not be loaded.')}
      >
        {(data) =>
          data.signIns.length === 0 ? (
            <p>{t(M.noSignIns)}</p>
          ) : (
            <ul className="sign-in-list" aria-labelledby={recentId}>
              {data.signIns.map((signIn) => (
                <SignInItem key={`${signIn.at}-${signIn.method}`} signIn={signIn} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
