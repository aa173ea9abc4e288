/** Number Lock turned on or off: the notice at once, in the account's language (decision 058). */
import { type MailValues, mailText, mailWriter, showNumber } from '../../../lib/mail';

const LOCK_CHANGED = mailText('number-lock-changed', {
  en: (v: MailValues<{ mdn: string; on: boolean }>) => ({
    subject: `Number Lock is ${v.on ? 'on' : 'off'} for ${showNumber(v.mdn)}`,
    text: [
      v.on
        ? `Number Lock was turned on for ${showNumber(v.mdn)}. While it is on, the number cannot be moved to another carrier or to a new SIM.`
        : `Number Lock was turned off for ${showNumber(v.mdn)}. The number can now be moved to another carrier or to a new SIM.`,
      '',
      `If you did not do this, sign in at ${v.publicUrl}/dashboard/setting, check the lock and change your password. ${v.brandName} staff will never ask for your codes.`,
    ],
  }),
  es: (v) => ({
    subject: `El Bloqueo de número está ${v.on ? 'activado' : 'desactivado'} para ${showNumber(v.mdn)}`,
    text: [
      v.on
        ? `Se activó el Bloqueo de número para ${showNumber(v.mdn)}. Mientras esté activado, el número no se puede transferir a otra compañía ni a una SIM nueva.`
        : `Se desactivó el Bloqueo de número para ${showNumber(v.mdn)}. Ahora el número se puede transferir a otra compañía o a una SIM nueva.`,
      '',
      `Si no fue usted, inicie sesión en ${v.publicUrl}/dashboard/setting, revise el bloqueo y cambie su contraseña. El personal de ${v.brandName} nunca le pedirá sus códigos.`,
    ],
  }),
});

export const lockChangedMail = mailWriter(LOCK_CHANGED);
