/**
 * An eSIM's install block in a mail (the order's confirmation, a SIM change made by support): its QR
 * code as an inline image, the details to type in by hand and the iPhone link, in the mail's language.
 */
import { esimInstallUrl, parseActivationCode } from '@mvno/contracts/line-format';
import type { MailLine } from './mail-html';
import { textIn, type MailContext } from './mail-kit';
import type { MailText } from './mail-language';
import type { QrCodeAttachment } from './mail-types';

/** Content-ID of the eSIM's QR code image inside the mail. */
export const ESIM_QR_CID = 'esim-qr@brightline';

type EsimWords = {
  qrAlt: (code: string) => string;
  byHand: string;
  smdp: string;
  activationCode: string;
  iphoneTap: (url: string) => string;
};

const ESIM_WORDS: MailText<EsimWords> = {
  en: {
    qrAlt: (code) => `eSIM QR code for ${code}`,
    byHand: 'Or enter it by hand:',
    smdp: 'SM-DP+ address',
    activationCode: 'Activation code',
    iphoneTap: (url) => `On an iPhone (iOS 17.4 or later) you can also tap: ${url}`,
  },
  es: {
    qrAlt: (code) => `Código QR de eSIM para ${code}`,
    byHand: 'O ingréselo a mano:',
    smdp: 'Dirección SM-DP+',
    activationCode: 'Código de activación',
    iphoneTap: (url) => `En un iPhone (iOS 17.4 o posterior) también puede tocar: ${url}`,
  },
};

/**
 * The QR code to attach (named, not drawn: the mail job draws the PNG, so the request does not wait
 * for it) and the lines that show it; undefined for a code that is not an eSIM activation code.
 */
export function esimInstallBlock(
  code: string,
  context: MailContext,
): { attachment: QrCodeAttachment; lines: MailLine[] } | undefined {
  const parts = parseActivationCode(code);
  if (!parts) return undefined;
  const { text: w } = textIn(ESIM_WORDS, context);
  return {
    attachment: { filename: 'esim-qr-code.png', qrCodeOf: code, cid: ESIM_QR_CID },
    lines: [
      { image: { cid: ESIM_QR_CID, alt: w.qrAlt(code), width: 240, height: 240 } },
      w.byHand,
      `${w.smdp}: ${parts.smdpAddress}`,
      `${w.activationCode}: ${parts.matchingId}`,
      w.iphoneTap(esimInstallUrl(code)),
    ],
  };
}
