import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { runtimeConfig } from '../../../config/runtime';
import { cartCount, useAppStore } from '../../../lib/store';
import { msg, useT } from '../../../lib/i18n';
import { LanguageSwitch } from '../../../entities/user/language-switch';
import { AccountButton } from './account-button';
import { firstTaps } from '../../../lib/first-taps';
import './header.css';

const NAV = [
  { to: paths.home, label: msg('Home') },
  { to: paths.shop, label: msg('Shop') },
  { to: paths.about, label: msg('About') },
];
const NAV_AFTER_DEVICES = [
  { to: paths.contactUs, label: msg('Contact Us') },
  { to: paths.faq, label: msg('FAQ') },
];

function NavItem({ to, label }: { to: string; label: string }) {
  const t = useT();
  return (
    <li>
      <NavLink to={to} end={to === paths.home} className="site-nav__link">
        {t(label)}
      </NavLink>
    </li>
  );
}

/** SPEC §2 header; the navigation collapses into a menu button at 965 px or less (CSS). */
export function Header() {
  // Open when the visitor opened it before the app ran (app/first-tap.ts).
  const [menuOpen, setMenuOpen] = useState(() => firstTaps().menuOpen);
  const count = useAppStore((s) => cartCount(s.cart));
  const location = useLocation();
  const t = useT();
  // Closed on going to another page (not on the first render: the menu may be open already).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setMenuOpen(false);
  }, [location.pathname]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      <div className="site-header__inner">
        <Link to={paths.home} className="site-header__brand">
          {runtimeConfig.brandName}
        </Link>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className="site-header__menu-icon" />
          <span className="site-header__menu-label">{t('Menu')}</span>
        </button>
        <nav id="site-nav" aria-label={t('Main')} className={`site-nav${menuOpen ? ' site-nav--open' : ''}`}>
          <ul>
            {NAV.map((item) => (
              <NavItem key={item.to} {...item} />
            ))}
            <li>
              <a
                className="site-nav__link"
                href={runtimeConfig.devicesUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('Devices')}
                <span className="visually-hidden">{t(' (opens in a new tab)')}</span>
              </a>
            </li>
            {NAV_AFTER_DEVICES.map((item) => (
              <NavItem key={item.to} {...item} />
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <Link to={paths.cart} className="site-header__cart">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path
                d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
              <circle cx="10" cy="20" r="1.5" fill="currentColor" />
              <circle cx="17" cy="20" r="1.5" fill="currentColor" />
            </svg>
            <span className="visually-hidden">{t('Cart, items: ')}</span>
            <span className="site-header__cart-count" data-testid="cart-count">
              {count}
            </span>
          </Link>
          <LanguageSwitch className="site-header__language" />
          <AccountButton />
        </div>
      </div>
    </header>
  );
}
