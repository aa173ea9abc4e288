/**
 * The Spanish (es-US) first versions of the editable content (decision 066), beside the English
 * ones of content.ts: neutral US Spanish, "usted", the carriers' words (línea, recarga,
 * portabilidad). Each has the shape of its English version; the social links are the same.
 */
import { LOGIN_CODE_LENGTH } from '@mvno/contracts/product-constants/accounts';
import { DEMO_SOCIALS } from './content';

/** The footer's links of SPEC §2, in its order, in Spanish. */
export const DEMO_FOOTER_LINKS_ES = [
  { label: 'Inicio', href: '/' },
  { label: 'Contáctenos', href: '/contact-us' },
  { label: 'Quiénes somos', href: '/about' },
  { label: 'Preguntas frecuentes', href: '/faq' },
  { label: 'Mi cuenta', href: '/dashboard' },
  { label: 'Términos y condiciones', href: '/terms-and-conditions' },
  { label: 'Política de privacidad', href: '/privacy-policy' },
];

export const demoFooterEs = () => ({
  links: DEMO_FOOTER_LINKS_ES,
  socials: DEMO_SOCIALS.map((social) => ({ ...social })),
});

export function demoTermsEs(brand: string) {
  return {
    title: 'Términos y condiciones',
    lead: `Estos términos se aplican cuando usted compra y usa el servicio inalámbrico prepagado de ${brand} en los Estados Unidos.`,
    sections: [
      {
        heading: '1. Servicio',
        body: `${brand} ofrece servicio móvil prepagado de voz, mensajes de texto y datos en la red de un socio. La cobertura y las velocidades varían según el lugar, el equipo y las condiciones de la red, y no están garantizadas.`,
      },
      {
        heading: '2. Planes y pagos',
        body: 'Los planes se pagan por adelantado por 30 días. Los impuestos y cargos regulatorios se muestran al pagar. Su plan se renueva con su tarjeta principal, a menos que usted lo cancele antes de la fecha de renovación.',
      },
      {
        heading: '3. Números y portabilidad',
        body: 'Usted puede traer un número que le pertenezca desde otra compañía. Usted confirma que está autorizado para transferirlo. Su compañía anterior puede rechazar la transferencia si los datos de la cuenta no coinciden.',
      },
      {
        heading: '4. Uso aceptable',
        body: 'No use el servicio con fines ilícitos, para enviar mensajes no solicitados ni de una manera que dañe la red o a otros clientes. Los datos ilimitados pueden funcionar más lento en momentos de congestión tras un uso intenso.',
      },
      {
        heading: '5. Cancelación y reembolsos',
        body: 'Usted puede cancelar en cualquier momento; el servicio continúa hasta el final del período pagado. El servicio no usado no es reembolsable, salvo cuando la ley lo exija.',
      },
      {
        heading: '6. Contacto',
        body: '¿Tiene preguntas sobre estos términos? Use nuestro formulario de contacto y le responderemos en un día hábil.',
      },
    ],
  };
}

export function demoPrivacyEs(brand: string) {
  return {
    title: 'Política de privacidad',
    lead: `Esta política explica qué información recopila ${brand}, para qué la usa y qué opciones tiene usted.`,
    sections: [
      {
        heading: 'Información que recopilamos',
        body: [
          '- Datos de la cuenta que usted nos da: nombre, correo electrónico, número de teléfono y dirección.',
          '- Datos del servicio: sus números, los identificadores de la SIM y del equipo (ICCID, IMEI) y el uso necesario para facturarle.',
          '- Datos de pago: la red de la tarjeta, los últimos cuatro dígitos y la fecha de vencimiento. Los números completos de tarjeta quedan en manos de nuestro proveedor de pagos.',
        ].join('\n'),
      },
      {
        heading: 'Cómo la usamos',
        body: 'Para prestar y facturar su servicio, transferir los números que usted trae, prevenir el fraude, responder a sus preguntas y cumplir nuestras obligaciones legales, incluidas las de la Comisión Federal de Comunicaciones (FCC).',
      },
      {
        heading: 'Con quién la compartimos',
        body: 'Solo compartimos información con el operador de la red y con los proveedores que nos ayudan a prestar el servicio (pagos, correo electrónico, chat de asistencia), bajo contratos que la protegen. No vendemos información personal.',
      },
      {
        heading: 'Sus opciones y derechos',
        body: 'Usted puede ver y actualizar su perfil en su cuenta en cualquier momento. Según su estado (por ejemplo, California o Virginia), puede tener derecho a acceder a su información, corregirla o eliminarla. Comuníquese con nosotros para hacer una solicitud.',
      },
      {
        heading: 'Seguridad y conservación',
        body: 'Las contraseñas se guardan solo como hashes unidireccionales seguros, y las conexiones están cifradas. Conservamos los registros solo el tiempo necesario para el servicio y según lo exija la ley.',
      },
    ],
  };
}

export function demoPageMetaEs(brand: string) {
  const pages: [page: string, title: string, description: string][] = [
    [
      'home',
      `${brand} | Planes prepagados con SIM y eSIM`,
      `Planes prepagados 5G en todo el país de ${brand}. Sin contratos, sin verificación de crédito y con su mismo número.`,
    ],
    [
      'shop',
      `Planes | ${brand}`,
      'Compare planes con llamadas, mensajes y datos ilimitados y elija el que más le convenga. Los precios incluyen todos los cargos posibles.',
    ],
    [
      'about',
      `Quiénes somos | ${brand}`,
      `Quiénes somos y cómo ${brand} mantiene el servicio prepagado simple, justo y rápido.`,
    ],
    ['cart', `Su carrito | ${brand}`, 'Revise su plan, elija SIM o eSIM y un número nuevo o el suyo.'],
    [
      'checkout',
      `Pagar | ${brand}`,
      'Confirme su pedido y pague de forma segura con una tarjeta guardada o nueva.',
    ],
    [
      'contact-us',
      `Contáctenos | ${brand}`,
      '¿Tiene preguntas sobre un plan, su pedido o la portabilidad de un número? Envíenos un mensaje.',
    ],
    [
      'faq',
      `Preguntas frecuentes | ${brand}`,
      'Respuestas sobre cobertura, eSIM, portabilidad de su número, pagos y su cuenta.',
    ],
    [
      'forgot-password',
      `Olvidé mi contraseña | ${brand}`,
      'Reciba un enlace para crear una nueva contraseña para su cuenta.',
    ],
    ['login', `Iniciar sesión | ${brand}`, 'Inicie sesión para administrar sus líneas, tarjetas y pedidos.'],
    [
      'login-with-password',
      `Iniciar sesión con contraseña | ${brand}`,
      'Inicie sesión en su cuenta con su contraseña.',
    ],
    [
      'login-without-password',
      `Iniciar sesión con un código | ${brand}`,
      'Reciba un código de un solo uso por correo electrónico para iniciar sesión sin contraseña.',
    ],
    [
      'otp-login',
      `Ingrese su código | ${brand}`,
      `Ingrese el código de ${LOGIN_CODE_LENGTH} dígitos que le enviamos por correo electrónico.`,
    ],
    [
      'privacy-policy',
      `Política de privacidad | ${brand}`,
      `Cómo ${brand} recopila, usa y protege su información personal.`,
    ],
    [
      'terms-and-conditions',
      `Términos y condiciones | ${brand}`,
      `Los términos del servicio de los planes inalámbricos prepagados de ${brand}.`,
    ],
    ['register', `Crear una cuenta | ${brand}`, `Cree su cuenta de ${brand} en menos de un minuto.`],
    ['reset-password', `Restablecer contraseña | ${brand}`, 'Elija una nueva contraseña para su cuenta.'],
    [
      'crm-login',
      `Inicio de sesión de asistencia | ${brand}`,
      'Inicio de sesión para los agentes que ayudan a un cliente.',
    ],
    [
      'dashboard',
      `Mi cuenta | ${brand}`,
      'Sus líneas, su perfil, sus tarjetas guardadas y su historial de pedidos.',
    ],
    ['not-found', `Página no encontrada | ${brand}`, 'La página que busca no está aquí.'],
  ];
  return pages.map(([page, metaTitle, metaDescription]) => ({ page, metaTitle, metaDescription }));
}

export function demoFaqEs(brand: string) {
  return [
    {
      question: `¿Qué teléfonos funcionan con ${brand}?`,
      answer:
        'Cualquier teléfono desbloqueado compatible con 4G LTE y VoLTE en las redes de los EE. UU. Para la eSIM necesita un teléfono compatible con eSIM, como los modelos recientes de iPhone, Pixel y Galaxy.',
    },
    {
      question: '¿Puedo conservar mi número actual?',
      answer:
        'Sí. Elija "Traer mi número" en el carrito. Necesitará el número de cuenta y el PIN (PIN de transferencia) de su compañía actual. La mayoría de las transferencias terminan en pocas horas.',
    },
    {
      question: '¿Cómo activo una eSIM?',
      answer:
        'Después del pago le mostramos un código QR y se lo enviamos por correo electrónico. En su teléfono abra Configuración, luego Red celular o Red móvil, agregue una eSIM y escanee el código.',
    },
    {
      question: '¿Cuándo se me cobra?',
      answer:
        'Usted paga el primer mes al hacer el pedido. Cada plan se renueva mensualmente con la tarjeta marcada como Principal en su cuenta. Puede cambiarla en cualquier momento.',
    },
    {
      question: '¿Cuáles son los impuestos y cargos?',
      answer:
        'El impuesto estatal sobre las ventas y un cargo regulatorio se suman al pagar y se muestran línea por línea antes de que usted pague. Los códigos promocionales se aplican antes de los impuestos.',
    },
    {
      question: '¿Cómo me comunico con el servicio de asistencia?',
      answer:
        'Use el botón de chat en cualquier página o envíenos un mensaje desde la página Contáctenos. Respondemos en un día hábil.',
    },
  ];
}
