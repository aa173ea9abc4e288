import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { runtimeConfig } from '../../../config/runtime';
import { useFooterSocials } from '../../../entities/content/get-footer';
import './footer.css';

/** SPEC §2's links, shown until the content service answers with the editors' (decision 033). */
const LINKS = [
  { href: paths.home, label: 'Home' },
  { href: paths.contactUs, label: 'Contact Us' },
  { href: paths.about, label: 'About' },
  { href: paths.faq, label: 'FAQ' },
  { href: paths.dashboard, label: 'My Account' },
  { href: paths.terms, label: 'Terms & Conditions' },
  { href: paths.privacyPolicy, label: 'Privacy Policy' },
];

/** SPEC §2 footer; its links and the social links come from the content service, socials open in a new tab. */
export function Footer() {
  const { socials, links = LINKS } = useFooterSocials();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={`${link.href} ${link.label}`}>
                {link.href.startsWith('/') ? (
                  <Link to={link.href}>{link.label}</Link>
                ) : (
                  <a href={link.href}>{link.label}</a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {socials.length > 0 && (
          <ul className="site-footer__socials" aria-label="Follow us">
            {socials.map((social) => (
              <li key={social.id}>
                <a href={social.link} target="_blank" rel="noopener noreferrer">
                  <img
                    src={social.logoUrl}
                    alt={`${social.label} (opens in a new tab)`}
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
          © {new Date().getFullYear()} {runtimeConfig.brandName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
