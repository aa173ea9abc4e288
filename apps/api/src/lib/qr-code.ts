/** QR codes of short texts (an eSIM activation code), as a PNG image for mail. */
import QRCode from 'qrcode';
import type { Mail, QueuedMail } from './mail';

/** A PNG of the text's QR code: error correction M, 6 px per module, the usual 4-module quiet zone. */
export function qrCodePng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', scale: 6, margin: 4 });
}

/** The mail with each QR code attachment drawn as a PNG: what the mail server receives. */
export async function drawQrCodes(mail: QueuedMail): Promise<Mail> {
  if (!mail.attachments) return mail as Mail;
  const attachments = await Promise.all(
    mail.attachments.map(async (file) =>
      'qrCodeOf' in file
        ? {
            filename: file.filename,
            contentType: 'image/png',
            content: (await qrCodePng(file.qrCodeOf)).toString('base64'),
            cid: file.cid,
          }
        : file,
    ),
  );
  return { ...mail, attachments };
}
