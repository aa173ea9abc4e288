import type { BroadbandLabel as Label } from '@mvno/contracts/api/broadband-labels';
import { LABEL_LINKS } from '@mvno/contracts/product-constants/broadband-labels';
import { formatPrice } from '../../lib/format';
import { msg, useT } from '../../lib/i18n';
import { Link } from '../../lib/router';
import './broadband-label.css';

const FEE_NAMES: Record<string, string> = {
  'regulatory-fee': msg('Regulatory fee'),
  'activation-fee-physical-sim': msg('Activation fee (physical SIM)'),
  'activation-fee-esim': msg('Activation fee (eSIM)'),
};
const FCC_CONSUMER_URL = 'https://www.fcc.gov/consumer';

/**
 * The FCC's Broadband Facts label of a mobile plan (47 CFR 8.1; decision 061), in the FCC's
 * headings and order, folded in a native <details>: it opens by keyboard and screen reader with
 * no script of ours, so a prerendered page shows it before the app starts.
 */
export function BroadbandLabel({ label }: { label: Label }) {
  const t = useT();
  const fee = (kind: string) => t(FEE_NAMES[kind] ?? kind);
  const fees = (list: { kind: string; amount: number }[]) =>
    list.map((f) => (
      <span key={f.kind} className="broadband-label__item">
        {fee(f.kind)} {formatPrice(f.amount)}
      </span>
    ));
  return (
    <details className="broadband-label">
      <summary>
        {t('Broadband Facts')}
        <span className="visually-hidden">{`: ${label.planName}`}</span>
      </summary>
      <div className="broadband-label__body">
        <p className="broadband-label__title">{t('Broadband Facts')}</p>
        <p>
          {label.providerName}
          <br />
          {t('Mobile Broadband Consumer Disclosure')}
        </p>
        <p className="broadband-label__plan">{label.planName}</p>
        <dl className="broadband-label__rows">
          <div className="broadband-label__major">
            <dt>{t('Monthly Price')}</dt>
            <dd>{formatPrice(label.monthlyPrice)}</dd>
          </div>
        </dl>
        <p className="broadband-label__note">
          {label.introductoryRate
            ? t('This Monthly Price is an introductory rate.')
            : t('This Monthly Price is not an introductory rate.')}{' '}
          {label.contractRequired
            ? t('This Monthly Price requires a contract.')
            : t('This Monthly Price does not require a contract.')}
        </p>
        <p className="broadband-label__section">{t('Additional Charges & Terms')}</p>
        <dl className="broadband-label__rows">
          <div>
            <dt>{t('Provider Monthly Fees')}</dt>
            <dd>{fees(label.monthlyFees)}</dd>
          </div>
          <div>
            <dt>{t('One-time Fees at the Time of Purchase')}</dt>
            <dd>{fees(label.oneTimeFees)}</dd>
          </div>
          <div>
            <dt>{t('Early Termination Fee')}</dt>
            <dd>{formatPrice(label.earlyTerminationFee)}</dd>
          </div>
          <div>
            <dt>{t('Government Taxes')}</dt>
            <dd>{t('Varies by location')}</dd>
          </div>
        </dl>
        <p className="broadband-label__section">{t('Discounts & Bundles')}</p>
        <p>
          <Link to={LABEL_LINKS.discounts}>{t('See the plans and promotions on offer')}</Link>
        </p>
        <p className="broadband-label__section">{t('Speeds Provided with Plan')}</p>
        <table className="broadband-label__speeds">
          <thead>
            <tr>
              <td />
              {label.speeds.map((s) => (
                <th key={s.technology} scope="col">
                  {s.technology}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('Typical Download Speed')}</th>
              {label.speeds.map((s) => (
                <td key={s.technology}>{t('{n} Mbps', { n: s.typicalDownloadMbps })}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('Typical Upload Speed')}</th>
              {label.speeds.map((s) => (
                <td key={s.technology}>{t('{n} Mbps', { n: s.typicalUploadMbps })}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('Typical Latency')}</th>
              {label.speeds.map((s) => (
                <td key={s.technology}>{t('{n} ms', { n: s.typicalLatencyMs })}</td>
              ))}
            </tr>
          </tbody>
        </table>
        <dl className="broadband-label__rows">
          <div className="broadband-label__major">
            <dt>{t('Data Included with Monthly Price')}</dt>
            <dd>
              {label.dataIncludedGb === null ? t('Unlimited') : t('{n} GB', { n: label.dataIncludedGb })}
            </dd>
          </div>
          <div>
            <dt>{t('Charges for Additional Data Usage')}</dt>
            <dd>
              {label.additionalData.map((d) => (
                <span key={d.dataGb} className="broadband-label__item">
                  {t('{n} GB', { n: d.dataGb })} {formatPrice(d.price)}
                </span>
              ))}
            </dd>
          </div>
        </dl>
        <p className="broadband-label__section">{t('Policies')}</p>
        <p>
          <Link to={LABEL_LINKS.networkManagement}>{t('Network Management')}</Link>
          {' · '}
          <Link to={LABEL_LINKS.privacyPolicy}>{t('Privacy Policy')}</Link>
        </p>
        <p className="broadband-label__section">{t('Customer Support')}</p>
        <p>
          <Link to={LABEL_LINKS.support}>{t('Contact us')}</Link>
          {' · '}
          <a href={`mailto:${label.supportEmail}`}>{label.supportEmail}</a>
        </p>
        <p className="broadband-label__note">
          {t(
            "Learn more about the terms used on this label by visiting the Federal Communications Commission's Consumer Resource Center.",
          )}{' '}
          <a href={FCC_CONSUMER_URL}>{FCC_CONSUMER_URL.replace('https://www.', '')}</a>
        </p>
        <p className="broadband-label__id">
          {t('Unique Plan Identifier')} <span translate="no">{label.uniquePlanIdentifier}</span>
        </p>
      </div>
    </details>
  );
}
