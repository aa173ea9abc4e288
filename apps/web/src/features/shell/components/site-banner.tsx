import { useEffect, useState } from 'react';
import { useBanner } from '../../../entities/content/get-banner';
import { contentLang } from '../../../entities/content/content-call';
import { useLanguage, useT } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import './site-banner.css';

/** The banner a visitor dismissed, until the page is loaded again (decision 033). */
let dismissed: string | undefined;

/**
 * The content editors' banner above every public page until its end; the visitor may dismiss it,
 * and focus then moves to the page's main content (decision 075).
 */
export function SiteBanner() {
  const t = useT();
  const language = useLanguage();
  const banner = useBanner().data?.data?.attributes;
  const key = banner && `${banner.endsAt}|${banner.message}`;
  const [hidden, setHidden] = useState<string | undefined>();
  const [endedKey, setEndedKey] = useState<string | undefined>();
  useEffect(() => {
    if (!banner || !key) return;
    setHidden(dismissed);
    // The page may outlive the banner: it leaves at its end.
    const left = Date.parse(banner.endsAt) - Date.now();
    const timer = setTimeout(() => setEndedKey(key), Math.min(Math.max(left, 0), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [banner, key]);
  if (!banner || hidden === key || endedKey === key) return null;
  const { message, linkLabel, linkHref, locale } = banner;
  return (
    // data-ends-at: a prerendered page waiting for its first use starts the app then (decision 036).
    <aside className="site-banner" aria-label={t('Announcement')} data-ends-at={banner.endsAt}>
      <p lang={contentLang(locale, language)}>
        {message}
        {linkHref && ' '}
        {linkHref &&
          (linkHref.startsWith('/') ? (
            <Link to={linkHref}>{linkLabel}</Link>
          ) : (
            <a href={linkHref}>{linkLabel}</a>
          ))}
      </p>
      <button
        type="button"
        className="site-banner__close"
        aria-label={t('Dismiss the announcement')}
        onClick={() => {
          dismissed = key;
          setHidden(key);
          // The button goes with the banner: focus moves on to the page's main content, not the body.
          document.getElementById('main')?.focus({ preventScroll: true });
        }}
      >
        ×
      </button>
    </aside>
  );
}
