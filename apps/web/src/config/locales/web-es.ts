/**
 * The Spanish of the texts the pages write themselves, by their English text (the key each
 * `t('...')`, `msg('...')` and page title passes). Neutral US Spanish, "usted". A test finds every
 * such text of the app here, and every entry here in the app.
 */
export const WEB_ES: Record<string, string> = {
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
  'Support sign-in': 'Support sign-in',
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

  // Cart
  'Your cart': 'Su carrito',
  'Browse plans': 'Ver planes',
  Remove: 'Quitar',
  'Before you pay': 'Antes de pagar',
  'Change plan': 'Cambiar de plan',

  // Log in and registration
  'Log in': 'Iniciar sesión',
  'Enter your email to log in to your account.':
    'Ingrese su correo electrónico para iniciar sesión en su cuenta.',
  Email: 'Correo electrónico',
  'Continue with password': 'Continuar con contraseña',
  'Email me a code': 'Envíenme un código',
  'Create an account': 'Crear una cuenta',
  'Forgot your password?': '¿Olvidó su contraseña?',
  'Create your account': 'Cree su cuenta',
  'First name': 'Nombre',
  'Last name': 'Apellido',
  Password: 'Contraseña',
  'Confirm password': 'Confirme la contraseña',
  'Create account': 'Crear cuenta',
  'Already have an account?': '¿Ya tiene una cuenta?',

  // Dashboard
  Profile: 'Perfil',
  Settings: 'Configuración',
  'Account sections': 'Secciones de la cuenta',
  'Hello, {firstName}!': '¡Hola, {firstName}!',
  'Log out': 'Cerrar sesión',
  Language: 'Idioma',
  'Changing your password signs you out on your other devices.':
    'Al cambiar su contraseña se cerrará la sesión en sus otros dispositivos.',

  // Cart choices and checkout
  'SIM type': 'Tipo de SIM',
  'Phone number': 'Número de teléfono',
  eSIM: 'eSIM',
  'Activate in minutes on a phone that supports eSIM.':
    'Actívela en minutos en un teléfono compatible con eSIM.',
  'Physical SIM': 'SIM física',
  'We ship a SIM card to your address.': 'Le enviamos una tarjeta SIM a su dirección.',
  'Get a new number': 'Obtener un número nuevo',
  'Pick the area by ZIP Code.': 'Elija la zona por código postal.',
  'Bring my number': 'Traer mi número',
  'Keep the number you have with another carrier.': 'Conserve el número que tiene con otra compañía.',
  'Number to bring': 'Número que desea traer',
  'ZIP Code of its service address': 'Código postal de la dirección de servicio',
  'ZIP Code for your new number': 'Código postal para su número nuevo',
  'Street number': 'Número de la calle',
  'Street name': 'Nombre de la calle',
  City: 'Ciudad',
  State: 'Estado',
  'ZIP Code': 'Código postal',
  'Billing state': 'Estado de facturación',
  'Your eSIM arrives by email; the state sets the sales tax.':
    'Su eSIM llega por correo electrónico; el estado determina el impuesto sobre las ventas.',
  'Calculating your total': 'Calculando su total',
  'Order Total': 'Total del pedido',
  'Tax Amount': 'Impuestos',
  'Regulatory Fee': 'Cargo regulatorio',
  'Activation Fee': 'Cargo de activación',
  Discount: 'Descuento',
  'Final Checkout Amount': 'Total a pagar',
  'Updating your total': 'Actualizando su total',
  'Total {amount}': 'Total {amount}',
  'Loading your cards': 'Cargando sus tarjetas',
  'Pay with': 'Pagar con',
  'Payment method': 'Forma de pago',
  'Order summary': 'Resumen del pedido',
  'Choose a plan in the shop': 'Elija un plan en la tienda',
  'Choose your SIM type and number first.': 'Primero elija el tipo de SIM y el número.',
  'Back to your cart': 'Volver a su carrito',
  'Your plan': 'Su plan',
  'Change plan or choices': 'Cambiar el plan o las opciones',
  'Promo code': 'Código promocional',
};
