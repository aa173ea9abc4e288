import { lazy, Suspense, useEffect, useRef, useState } from 'react';
// The shell's texts alone: the whole catalogue would weigh on every page's first load.
import { web as WEB_MESSAGES } from '@mvno/contracts/product-messages/web';
import { runtimeConfig } from '../../../config/runtime';
import { useT } from '../../../lib/i18n';
import { hasChatted, useLauncherStore } from '../lib/launcher-store';
import './chat-launcher.css';

// The chat itself is its own chunk: the first page load carries only this button.
const ChatPanel = lazy(() => import('./chat-panel'));
const IntercomMessenger = lazy(() => import('../intercom/intercom-messenger'));

/** How long after the page settles a browser with a conversation connects (so replies count as unread). */
const RESUME_AFTER_MS = 1500;

/**
 * SPEC §1 chat widget on every page of the shared layout: the built-in chat's launcher with the
 * unread count, or Intercom's messenger when the server is set up for it.
 */
export function ChatLauncher() {
  if (runtimeConfig.chatProvider === 'intercom' && runtimeConfig.intercomAppId) {
    return (
      <Suspense fallback={null}>
        <IntercomMessenger appId={runtimeConfig.intercomAppId} />
      </Suspense>
    );
  }
  return <BuiltInLauncher />;
}

function BuiltInLauncher() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const unread = useLauncherStore((s) => s.unread);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (loaded || !hasChatted()) return;
    const timer = setTimeout(() => setLoaded(true), RESUME_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loaded]);

  // The contracts' unread text chooses its plural in English only; the count's plural here follows the language.
  const label =
    unread > 0
      ? t('Chat with us, {count, plural, one {# unread message} other {# unread messages}}', {
          count: unread,
        })
      : t(WEB_MESSAGES.chatLauncher);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="chat-launcher"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={label}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm0 2v11.2L7.2 14H20V6H4Z"
          />
        </svg>
        <span className="chat-launcher__text" aria-hidden="true">
          {t('Chat')}
        </span>
        {unread > 0 && (
          <span className="unread-count" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} launcher={button} />
        </Suspense>
      )}
    </>
  );
}
