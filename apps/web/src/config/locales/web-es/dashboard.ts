/** The Spanish of the dashboard, by their English text (decision 053). */
export const DASHBOARD_ES: Record<string, string> = {
  // Dashboard
  Profile: 'Perfil',
  Settings: 'Configuración',
  'Account sections': 'Secciones de la cuenta',
  'Hello, {firstName}!': '¡Hola, {firstName}!',
  'Log out': 'Cerrar sesión',
  Language: 'Idioma',
  'Changing your password signs you out on your other devices.':
    'Al cambiar su contraseña se cerrará la sesión en sus otros dispositivos.',
  // Privacy
  Privacy: 'Privacidad',
  // Members: a member's request as the owner reads it (what is asked for is translated on its own).
  '{who} asks for {what} on {line}': '{who} pide {what} en {line}',
};
