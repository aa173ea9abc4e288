/**
 * The account's security notices (new device, password or account PIN changed, someone trying to
 * get in) in the account's language (decision 058): what happened, when, and what to do if it was
 * not them.
 */
import { type Mail, type MailContext, type MailValues, mailText, writeMail } from '../../../lib/mail';

type At = MailValues<{ at: Date }>;

const NEW_DEVICE = mailText('new-device', {
  en: ({
    brandName,
    publicUrl,
    say,
    at,
    browser,
    os,
  }: At & { browser: string | null; os: string | null }) => ({
    subject: `New sign-in to your ${brandName} account`,
    text: [
      `Your ${brandName} account was just signed in to from a device it has not been used on before.`,
      '',
      `Device: ${[browser ?? 'An unknown browser', os ? `on ${os}` : ''].join(' ').trim()}`,
      `When: ${say.dayTime(at)}`,
      'Where: Unknown location',
      '',
      `If this was not you, change your password at ${publicUrl}/dashboard/setting and sign out the devices you do not recognise.`,
    ],
  }),
  es: ({ brandName, publicUrl, say, at, browser, os }) => ({
    subject: `Nuevo inicio de sesión en su cuenta de ${brandName}`,
    text: [
      `Se acaba de iniciar sesión en su cuenta de ${brandName} desde un equipo que no se había usado antes.`,
      '',
      `Equipo: ${[browser ?? 'Un navegador desconocido', os ? `en ${os}` : ''].join(' ').trim()}`,
      `Cuándo: ${say.dayTime(at)}`,
      'Dónde: ubicación desconocida',
      '',
      `Si no fue usted, cambie su contraseña en ${publicUrl}/dashboard/setting y cierre la sesión en los equipos que no reconozca.`,
    ],
  }),
});

export const newDeviceMail = (
  to: string,
  device: { browser: string | null; os: string | null },
  at: Date,
  context: MailContext,
): Mail => writeMail(to, NEW_DEVICE, context, { at, browser: device.browser, os: device.os });

const PASSWORD_CHANGED = mailText('password-changed', {
  en: ({ brandName, publicUrl, say, at }: At) => ({
    subject: `Your ${brandName} password was changed`,
    text: [
      `The password of your ${brandName} account was changed on ${say.dayTime(at)}. Your other devices were signed out.`,
      '',
      `If you did not change it, reset your password now at ${publicUrl}/forgot-password and contact support.`,
    ],
  }),
  es: ({ brandName, publicUrl, say, at }) => ({
    subject: `Se cambió su contraseña de ${brandName}`,
    text: [
      `La contraseña de su cuenta de ${brandName} se cambió el ${say.dayTime(at)}. Se cerró la sesión en sus otros equipos.`,
      '',
      `Si usted no la cambió, restablezca su contraseña ahora en ${publicUrl}/forgot-password y comuníquese con soporte.`,
    ],
  }),
});

export const passwordChangedMail = (to: string, at: Date, context: MailContext): Mail =>
  writeMail(to, PASSWORD_CHANGED, context, { at });

type PinChange = 'set' | 'changed' | 'removed';

const PIN_CHANGED = mailText('account-pin-changed', {
  en: ({ brandName, publicUrl, say, at, change }: At & { change: PinChange }) => ({
    subject: `Your ${brandName} account PIN was ${change}`,
    text: [
      `The account PIN of your ${brandName} account was ${change} on ${say.dayTime(at)}.`,
      change === 'removed'
        ? 'Support will verify you only with a code mailed to this address.'
        : 'Support may verify you with it when you contact us. Never share it with anyone else.',
      '',
      `If you did not make this change, sign in at ${publicUrl}/dashboard/setting, sign out the other devices, change your password and contact support.`,
    ],
  }),
  es: ({ brandName, publicUrl, say, at, change }) => {
    const done = { set: 'se creó', changed: 'se cambió', removed: 'se eliminó' }[change];
    return {
      subject: `${done.charAt(0).toUpperCase()}${done.slice(1)} el PIN de su cuenta de ${brandName}`,
      text: [
        `El PIN de su cuenta de ${brandName} ${done} el ${say.dayTime(at)}.`,
        change === 'removed'
          ? 'Soporte lo verificará solo con un código enviado a este correo electrónico.'
          : 'Soporte puede pedírselo para verificar su identidad cuando se comunique con nosotros. No se lo dé a nadie más.',
        '',
        `Si usted no hizo este cambio, inicie sesión en ${publicUrl}/dashboard/setting, cierre la sesión en los otros equipos, cambie su contraseña y comuníquese con soporte.`,
      ],
    };
  },
});

/** The account PIN support verifies callers with was set, changed or removed (decision 042). */
export const accountPinChangedMail = (to: string, change: PinChange, at: Date, context: MailContext): Mail =>
  writeMail(to, PIN_CHANGED, context, { at, change });

type AttackKind = 'password' | 'code-entry' | 'code-request' | 'reset-request';

const ATTACK = mailText('account-attack', {
  en: ({ brandName, publicUrl, say, at, kind }: At & { kind: AttackKind }) => ({
    subject: `Someone is trying to get into your ${brandName} account`,
    text: [
      `Since shortly before ${say.dayTime(at)}, ${
        {
          password: 'many wrong passwords were tried',
          'code-entry': 'many wrong login codes were entered',
          'code-request': 'many login codes were asked for',
          'reset-request': 'many password resets were asked for',
        }[kind]
      } for your ${brandName} account.`,
      kind === 'password'
        ? 'We now answer every further try slowly, and for the next hour a password alone does not sign in: use a code we email you (Email me a code on the login page). Your account is not locked.'
        : 'We now answer every further try slowly. Your account is not locked: you can still sign in as usual.',
      '',
      'If this was you, there is nothing to do.',
      'If it was not you:',
      `- choose a new, strong password that you use nowhere else, at ${publicUrl}/dashboard/setting (or ${publicUrl}/forgot-password);`,
      '- sign out the devices you do not recognise, on the same page;',
      `- never share a login code: ${brandName} staff will not ask for it;`,
      '- turn on Number Lock for your lines, so nobody can move your number to another carrier.',
    ],
  }),
  es: ({ brandName, publicUrl, say, at, kind }) => ({
    subject: `Alguien está intentando entrar en su cuenta de ${brandName}`,
    text: [
      `Desde poco antes del ${say.dayTime(at)}, ${
        {
          password: 'se probaron muchas contraseñas incorrectas',
          'code-entry': 'se ingresaron muchos códigos de inicio de sesión incorrectos',
          'code-request': 'se pidieron muchos códigos de inicio de sesión',
          'reset-request': 'se pidió muchas veces restablecer la contraseña',
        }[kind]
      } de su cuenta de ${brandName}.`,
      kind === 'password'
        ? 'Ahora respondemos despacio a cada nuevo intento y, durante la próxima hora, la contraseña sola no basta para iniciar sesión: use un código que le enviamos por correo (Enviarme un código, en la página de inicio de sesión). Su cuenta no está bloqueada.'
        : 'Ahora respondemos despacio a cada nuevo intento. Su cuenta no está bloqueada: puede iniciar sesión como siempre.',
      '',
      'Si fue usted, no tiene que hacer nada.',
      'Si no fue usted:',
      `- elija una contraseña nueva y segura que no use en ningún otro lugar, en ${publicUrl}/dashboard/setting (o en ${publicUrl}/forgot-password);`,
      '- cierre la sesión en los equipos que no reconozca, en la misma página;',
      `- nunca comparta un código de inicio de sesión: el personal de ${brandName} nunca se lo pedirá;`,
      '- active el Bloqueo de número en sus líneas, para que nadie pueda transferir su número a otra compañía.',
    ],
  }),
});

/** Someone is trying to get into the account from many addresses (decision 013); once an hour at most. */
export const accountAttackMail = (to: string, kind: AttackKind, at: Date, context: MailContext): Mail =>
  writeMail(to, ATTACK, context, { at, kind });
