import { esimInstallUrl, parseActivationCode } from '@mvno/contracts/line-format';
import { CopyText } from '../../../components/ui/copy-text';
import { QrCode } from '../../../components/ui/qr-code';
import './esim-activation.css';
import { useT } from '../../../lib/i18n';

/**
 * How to put the eSIM on a phone: scan the QR code of its activation code, tap the install link
 * on an iPhone that supports it, or type the SM-DP+ address and activation code by hand.
 */
export function EsimActivation({
  activationCode,
  headingLevel = 4,
}: {
  activationCode: string;
  /** 4 inside a line card; 3 directly under a dialog's title. */
  headingLevel?: 3 | 4;
}) {
  const t = useT();
  const parts = parseActivationCode(activationCode);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="esim-activation">
      <Heading className="esim-activation__title">{t('Activate your eSIM')}</Heading>
      <div className="esim-activation__body">
        <QrCode
          text={activationCode}
          label={t('QR code of the eSIM activation code {code}', { code: activationCode })}
        />
        <div className="esim-activation__manual">
          <p>
            {t(
              "Scan the code with your phone's camera, or in Settings: Mobile (or Cellular), then Add eSIM.",
            )}
          </p>
          <p>
            <a href={esimInstallUrl(activationCode)} target="_blank" rel="noreferrer">
              {t('Install on this iPhone')}
            </a>{' '}
            {t('(iOS 17.4 or later)')}
          </p>
          {parts ? (
            <>
              <CopyText label={t('SM-DP+ address')} value={parts.smdpAddress} />
              <CopyText label={t('Activation code')} value={parts.matchingId} />
              <CopyText label={t('Full code (some Android phones)')} value={activationCode} />
            </>
          ) : (
            <CopyText label={t('Activation code')} value={activationCode} />
          )}
        </div>
      </div>
    </div>
  );
}
