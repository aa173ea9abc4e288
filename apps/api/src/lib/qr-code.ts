/** QR codes of short texts (an eSIM activation code), as a PNG image for mail. */
import QRCode from 'qrcode';

/** A PNG of the text's QR code: error correction M, 6 px per module, the usual 4-module quiet zone. */
export function qrCodePng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', scale: 6, margin: 4 });
}
