/**
 * Intercom's messenger instead of the built-in chat (its own chunk). SPEC §1: started with first
 * name, email, id and hash for a logged-in customer (the hash is computed by our server with
 * Intercom's identity secret, `userHash` of SPEC §3), anonymously otherwise; shut down on logout.
 */
import { useEffect } from 'react';
import type { UserInfo } from '@mvno/contracts/entities';
import { useCurrentUser } from '../../../entities/user/current-user';
import { useAppStore } from '../../../lib/store';

export type IntercomBoot = {
  app_id: string;
  user_id?: string;
  email?: string;
  name?: string;
  user_hash?: string;
};

type IntercomFunction = ((command: string, payload?: unknown) => void) & { q?: unknown[][] };
type IntercomWindow = Window & { Intercom?: IntercomFunction };

/** What `Intercom('boot')` gets: identified with a user, anonymous without. */
export function bootPayload(
  appId: string,
  user?: Pick<UserInfo, 'id' | 'email' | 'firstName' | 'userHash'>,
): IntercomBoot {
  if (!user) return { app_id: appId };
  return {
    app_id: appId,
    user_id: user.id,
    email: user.email,
    name: user.firstName,
    user_hash: user.userHash,
  };
}

/**
 * Installs the `Intercom` command queue and loads the messenger script once (from our bundle:
 * the CSP allows no inline script). Commands given before it loads wait in the queue.
 */
export function loadIntercom(appId: string, win: IntercomWindow = window): IntercomFunction {
  if (win.Intercom) return win.Intercom;
  const queue: unknown[][] = [];
  const stub: IntercomFunction = (...args) => {
    queue.push(args);
  };
  stub.q = queue;
  win.Intercom = stub;
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
  win.document.head.appendChild(script);
  return stub;
}

/** Always the current `window.Intercom`: the loaded script replaces the queue with the real one. */
function intercom(command: string, payload?: unknown): void {
  (window as IntercomWindow).Intercom?.(command, payload);
}

export default function IntercomMessenger({ appId }: { appId: string }) {
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const user = useCurrentUser().data;
  const identity = isLoggedIn ? (user ? user.id : 'pending') : 'anonymous';

  useEffect(() => {
    loadIntercom(appId);
  }, [appId]);

  useEffect(() => {
    if (identity === 'pending') return undefined;
    intercom('boot', bootPayload(appId, identity === 'anonymous' ? undefined : user));
    // Logging out (or another user) ends this messenger session before the next one boots.
    return () => intercom('shutdown');
    // `user` changes with `identity`; refetches of the same user do not boot again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appId, identity]);

  return null;
}
