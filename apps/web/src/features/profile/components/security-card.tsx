import { useId, type ReactNode } from 'react';
import type { SignIn } from '@mvno/contracts/api/passkeys';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useNumberLocks } from '../api/number-locks';
import { usePasskeys, useSignIns } from '../api/passkeys';
import { useSessions } from '../api/sessions';
import { useTwoFactor } from '../api/two-factor';
import { useFormatPhone } from '../hooks/use-format-phone';
import { formatDateTime } from '../lib/format-time';
import './security.css';

const M = ACCOUNT_MESSAGES.security;

/** One line of the overview: the state, and a link to the card where it is changed. */
function Fact({ children, to, what }: { children: ReactNode; to: string; what: string }) {
  return (
    <li className="security-overview__item">
      <span>{children}</span>
      <a href={`#${to}`}>
        Manage<span className="visually-hidden"> {what}</span>
      </a>
    </li>
  );
}

function SignInItem({ signIn }: { signIn: SignIn }) {
  return (
    <li className="sign-in-list__item">
      <p>
        <strong>{formatDateTime(signIn.at)}</strong>
        {signIn.current && <span className="badge">This device</span>}
      </p>
      <p className="sign-in-list__meta">
        {M.methods[signIn.method]} · {signIn.device ?? 'Unknown device'}
      </p>
      <p className="sign-in-list__meta">Place: {signIn.place ?? 'Unknown'}</p>
    </li>
  );
}

/**
 * Settings, Security: the account's protection at a glance (authenticator app, passkeys, Number
 * Lock per line, devices signed in; each links to its card) and the recent sign-ins with the way,
 * the device and the network they came from (docs/decisions/030).
 */
export function SecurityCard() {
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
      <h3 id={headingId}>{M.cardTitle}</h3>
      <p>{M.cardLead}</p>
      <ul className="security-overview" aria-label="Your protection">
        {twoFactor.data && (
          <Fact to="two-factor" what="the authenticator app">
            {twoFactor.data.totp ? M.secondFactorOn : M.secondFactorOff}
          </Fact>
        )}
        {passkeys.data && (
          <Fact to="passkeys" what="your passkeys">
            {M.passkeyCount(passkeys.data.passkeys.length)}
          </Fact>
        )}
        {locks.data &&
          formatPhone &&
          locks.data.locks.map((lock) => {
            const number = formatPhone(lock.mdn);
            return (
              <Fact key={lock.lineId} to="number-lock" what={`Number Lock for ${number}`}>
                {lock.locked ? M.numberLockOn(number) : M.numberLockOff(number)}
              </Fact>
            );
          })}
        {sessions.data && (
          <Fact to="devices" what="the devices signed in">
            {M.devicesSignedIn(sessions.data.sessions.length)}
          </Fact>
        )}
      </ul>
      <h4 id={recentId}>{M.recentTitle}</h4>
      <p>{M.recentLead}</p>
      {signIns.isPending ? (
        <Spinner label="Loading your recent sign-ins" />
      ) : signIns.isError ? (
        <p role="alert">
          Your recent sign-ins could not be loaded.{' '}
          <Button variant="link" onClick={() => void signIns.refetch()}>
            Try again
          </Button>
        </p>
      ) : signIns.data.signIns.length === 0 ? (
        <p>{M.noSignIns}</p>
      ) : (
        <ul className="sign-in-list" aria-labelledby={recentId}>
          {signIns.data.signIns.map((signIn) => (
            <SignInItem key={`${signIn.at}-${signIn.method}`} signIn={signIn} />
          ))}
        </ul>
      )}
    </section>
  );
}
