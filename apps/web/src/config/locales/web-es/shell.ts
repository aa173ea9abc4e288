/** The Spanish of the header, footer, page titles, home, shop and FAQ, by their English text (decision 053). */
export const SHELL_ES: Record<string, string> = {
  // Header, footer, page titles
  Home: 'Inicio',
  Shop: 'Tienda',
  About: 'Quiénes somos',
  Devices: 'Equipos',
  ' (opens in a new tab)': ' (se abre en una pestaña nueva)',
  'Contact Us': 'Contáctenos',
  FAQ: 'Preguntas frecuentes',
  'Skip to content': 'Ir al contenido',
  Menu: 'Menú',
  Main: 'Principal',
  'Cart, items: ': 'Carrito, artículos: ',
  'My Account': 'Mi cuenta',
  'Terms & Conditions': 'Términos y condiciones',
  'Privacy Policy': 'Política de privacidad',
  Footer: 'Pie de página',
  'Follow us': 'Síganos',
  '© {year} {brand}. All rights reserved.': '© {year} {brand}. Todos los derechos reservados.',
  'Prepaid SIM and eSIM plans from {brand} on a nationwide 5G network.':
    'Planes prepagados con SIM y eSIM de {brand} en una red 5G nacional.',
  Plans: 'Planes',
  'Log in with a code': 'Iniciar sesión con un código',
  'Enter your login code': 'Ingrese su código de inicio de sesión',
  'Log in with your password': 'Iniciar sesión con su contraseña',
  'Support sign-in': 'Inicio de sesión de soporte',
  'Choose a new password': 'Elija una contraseña nueva',
  'Page not found': 'Página no encontrada',
  Checkout: 'Finalizar compra',
  'Contact us': 'Contáctenos',
  'About us': 'Quiénes somos',
  'Prepaid SIM and eSIM plans': 'Planes prepagados con SIM y eSIM',
  'My account': 'Mi cuenta',
  // Home and shop
  'Wireless that keeps it simple.': 'Telefonía móvil sin complicaciones.',
  '{brand} gives you unlimited talk and text, fast 5G data and no surprises on your bill. Pick a plan, choose eSIM or SIM, and you are online today.':
    '{brand} le da llamadas y mensajes de texto ilimitados, datos 5G rápidos y ninguna sorpresa en su factura. Elija un plan, escoja eSIM o SIM y conéctese hoy mismo.',
  'Shop plans': 'Ver planes',
  'How it works': 'Cómo funciona',
  'Why {brand}': 'Por qué {brand}',
  'Nationwide 5G': '5G en todo el país',
  'Coverage on a major US network, with 5G where available and 4G LTE everywhere else.':
    'Cobertura en una de las principales redes de EE. UU., con 5G donde esté disponible y 4G LTE en todas las demás partes.',
  'No contracts': 'Sin contratos',
  'Pay month to month by card. Change plans or leave whenever you like, with no fees.':
    'Pague mes a mes con tarjeta. Cambie de plan o cancele cuando quiera, sin cargos.',
  'Keep your number': 'Conserve su número',
  'Bring your number from another carrier in a few minutes. We handle the transfer.':
    'Traiga su número de otra compañía en pocos minutos. Nosotros nos encargamos de la portabilidad.',
  'eSIM in minutes': 'eSIM en minutos',
  'Scan a QR code and you are connected. Physical SIMs ship free in 1 to 3 days.':
    'Escanee un código QR y ya está conectado. Las SIM físicas se envían gratis en 1 a 3 días.',
  'Choose your plan': 'Elija su plan',
  'Unlimited talk and text on every plan. No contracts, no credit check. Prices are per month.':
    'Llamadas y mensajes de texto ilimitados en todos los planes. Sin contratos ni verificación de crédito. Los precios son mensuales.',
  'Loading plans': 'Cargando los planes',
  'Plans could not be loaded.': 'No se pudieron cargar los planes.',
  'Most popular': 'El más popular',
  '/mo': '/mes',
  'In your cart': 'En su carrito',
  'Choose plan': 'Elegir plan',
  // FAQ
  'Frequently asked questions': 'Preguntas frecuentes',
  'Loading the questions': 'Cargando las preguntas',
  'The questions could not be loaded.': 'No se pudieron cargar las preguntas.',
  // Shared by many pages
  Close: 'Cerrar',
  'Try again': 'Intentar de nuevo',
  Name: 'Nombre',
  Message: 'Mensaje',
  // Not found, about, legal pages, banners
  "We couldn't find that page. It may have moved, or the address may be mistyped.":
    'No encontramos esa página. Es posible que se haya movido o que la dirección esté mal escrita.',
  'Go to the home page': 'Vaya a la página de inicio',
  // A page whose code could not be loaded
  'Something went wrong': 'Algo salió mal',
  'This page could not be shown. Please try again.': 'No se pudo mostrar esta página. Inténtelo de nuevo.',
  'Reload the page': 'Vuelva a cargar la página',
  'go to the home page': 'vaya a la página de inicio',
  or: 'o',
  'see our plans': 'vea nuestros planes',
  'About {brand}': 'Acerca de {brand}',
  'We started {brand} because prepaid wireless should be as clear as the price tag: one plan, one price, no contracts and no credit checks.':
    'Creamos {brand} porque la telefonía móvil prepagada debería ser tan clara como su precio: un plan, un precio, sin contratos ni verificación de crédito.',
  'What we do': 'Lo que hacemos',
  '{brand} is a mobile virtual network operator. We rent capacity on a nationwide US network and sell it as simple monthly plans, so you get the same coverage as the big carriers for less.':
    '{brand} es un operador móvil virtual. Alquilamos capacidad en una red nacional de EE. UU. y la ofrecemos en planes mensuales sencillos, para que usted tenga la misma cobertura que con las grandes compañías, por menos dinero.',
  'How we work': 'Cómo trabajamos',
  'Prices include the plan; taxes and regulatory fees are shown before you pay, never after.':
    'Los precios incluyen el plan; los impuestos y cargos regulatorios se muestran antes de pagar, nunca después.',
  'Your account, lines, cards and orders are all in one place, available any time.':
    'Su cuenta, sus líneas, tarjetas y pedidos están en un solo lugar, disponibles en todo momento.',
  'Real people answer our support chat and contact form, usually within one business day.':
    'Personas reales responden nuestro chat de soporte y el formulario de contacto, por lo general en un día hábil.',
  'Our promise on privacy': 'Nuestro compromiso con su privacidad',
  "We never sell your personal information. Card numbers are entered on our payment provider's secure page and never reach our servers.":
    'Nunca vendemos su información personal. Los números de tarjeta se ingresan en la página segura de nuestro proveedor de pagos y nunca llegan a nuestros servidores.',
  'Our most popular plan': 'Nuestro plan más popular',
  'Compare all plans': 'Comparar todos los planes',
  Announcement: 'Anuncio',
  'Dismiss the announcement': 'Cerrar el anuncio',
  'Loading the page': 'Cargando la página',
  'The page could not be loaded.': 'No se pudo cargar la página.',
  'Privacy policy': 'Política de privacidad',
  'Terms and conditions': 'Términos y condiciones',
  Notifications: 'Notificaciones',
  'Close notification': 'Cerrar la notificación',
};
