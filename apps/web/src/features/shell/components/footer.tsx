import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { runtimeConfig } from '../../../config/runtime';
import { useFooterSocials } from '../../../entities/content/get-footer';
import './footer.css';

const LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.contactUs, label: 'Contact Us' },
  { to: paths.about, label: 'About' },
  { to: paths.faq, label: 'FAQ' },
  { to: paths.dashboard, label: 'My Account' },
  { to: paths.terms, label: 'Terms & Conditions' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
] as const;

/** SPEC §2 footer; the social links come from the content service and open in a new tab. */
export function Footer() {
  const { socials } = useFooterSocials();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
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
