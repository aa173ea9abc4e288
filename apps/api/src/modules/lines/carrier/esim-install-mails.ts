import { type MailValues, mailText, mailWriter, showNumber } from '../../../lib/mail';

type NotInstalled = { firstName: string; mdn: string };

const NOT_INSTALLED = mailText('esim-not-installed', {
  en: (v: MailValues<NotInstalled>) => ({
    subject: `Your eSIM for ${showNumber(v.mdn)} is not installed yet`,
    text: [
      `Hi ${v.firstName},`,
      '',
      `The eSIM of your ${v.brandName} line ${showNumber(v.mdn)} has not been installed on a phone yet. To install it:`,
      `1. Connect your phone to Wi-Fi.`,
      `2. Sign in at ${v.publicUrl}/dashboard and open the line: its eSIM QR code and activation code are on the line card.`,
      `3. On an iPhone: Settings > Cellular > Add eSIM > Use QR Code. On Android: Settings > Network & internet > SIMs > Download a SIM instead, then scan the code.`,
      `4. Keep the phone on until it says the eSIM is ready. The line card then shows "eSIM installed on your phone".`,
      '',
      `If the phone cannot scan the code, enter the activation code by hand. Still stuck? Reply to this mail or chat with ${v.brandName} support: we will help.`,
    ],
  }),
  es: (v) => ({
    subject: `Su eSIM para ${showNumber(v.mdn)} aún no está instalada`,
    text: [
      `Hola, ${v.firstName}:`,
      '',
      `La eSIM de su línea de ${v.brandName} ${showNumber(v.mdn)} todavía no se ha instalado en un teléfono. Para instalarla:`,
      `1. Conecte su teléfono a una red Wi-Fi.`,
      `2. Inicie sesión en ${v.publicUrl}/dashboard y abra la línea: el código QR y el código de activación de la eSIM están en la tarjeta de la línea.`,
      `3. En un iPhone: Configuración > Celular > Agregar eSIM > Usar código QR. En Android: Configuración > Redes e Internet > SIM > Descargar una SIM, y escanee el código.`,
      `4. Deje el teléfono encendido hasta que indique que la eSIM está lista. La tarjeta de la línea mostrará entonces "eSIM instalada en su teléfono".`,
      '',
      `Si el teléfono no puede escanear el código, escriba el código de activación a mano. ¿Sigue con problemas? Responda a este correo o escriba al chat de ${v.brandName}: le ayudaremos.`,
    ],
  }),
});

/** An eSIM profile released a day ago and still not installed: how to install it (decision 073). */
export const esimNotInstalledMail = mailWriter(NOT_INSTALLED);
