import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { runtimeConfig } from '../../../config/runtime';
import { useFooterSocials } from '../../../entities/content/get-footer';
import { msg, useT } from '../../../lib/i18n';
import './footer.css';

/** SPEC §2's links, shown until the content service answers with the editors' (decision 033). */
const LINKS = [
  { href: paths.home, label: msg('Home') },
  { href: paths.contactUs, label: msg('Contact Us') },
  { href: paths.about, label: msg('About') },
  { href: paths.faq, label: msg('FAQ') },
  { href: paths.dashboard, label: msg('My Account') },
  { href: paths.terms, label: msg('Terms & Conditions') },
  { href: paths.privacyPolicy, label: msg('Privacy Policy') },
];

/** SPEC §2 footer; its links and the social links come from the content service, socials open in a new tab. */
export function Footer() {
  const { socials, links = LINKS } = useFooterSocials();
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('Footer')}>
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={`${link.href} ${link.label}`}>
                {link.href.startsWith('/') ? (
                  <Link to={link.href}>{t(link.label)}</Link>
                ) : (
                  <a href={link.href}>{t(link.label)}</a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {socials.length > 0 && (
          <ul className="site-footer__socials" aria-label={t('Follow us')}>
            {socials.map((social) => (
              <li key={social.id}>
                <a href={social.link} target="_blank" rel="noopener noreferrer">
                  <img
                    src={social.logoUrl}
                    alt={`${social.label}${t(' (opens in a new tab)')}`}
                    width={32}
                    height={32}
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="site-footer__legal">
          {t('© {year} {brand}. All rights reserved.', {
            year: new Date().getFullYear(),
            brand: runtimeConfig.brandName,
          })}
        </p>
      </div>
    </footer>
  );
}
