/** The Spanish of sign-in and registration, by their English text (decision 053). */
export const AUTH_ES: Record<string, string> = {
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
  // Forgot and reset password
  'Enter your email and we will send you a link to choose a new password.':
    'Ingrese su correo electrónico y le enviaremos un enlace para elegir una contraseña nueva.',
  'Send reset link': 'Enviar enlace',
  'Back to log in': 'Volver a iniciar sesión',
  'Ask for a new reset link': 'Pedir un enlace nuevo',
  'New password': 'Contraseña nueva',
  'Confirm new password': 'Confirme la contraseña nueva',
  'Save new password': 'Guardar la contraseña nueva',
  'Log in with your new password': 'Inicie sesión con su contraseña nueva',
  // Log in with a password or a code
  'Email me a code instead': 'Mejor envíenme un código',
  'Send code': 'Enviar código',
  'Use my password instead': 'Mejor usar mi contraseña',
  'Use another email': 'Usar otro correo electrónico',
  'We need your email first.': 'Primero necesitamos su correo electrónico.',
  'Enter your email': 'Ingrese su correo electrónico',
  'Login code': 'Código de inicio de sesión',
  'Checking your code': 'Verificando su código',
  'Send a new code': 'Enviar un código nuevo',
  // The second step (authenticator app)
  'Authenticator app code': 'Código de la app de autenticación',
  'Or one of your recovery codes': 'O uno de sus códigos de recuperación',
  Back: 'Atrás',
  // A support agent's sign-in link and the banner of a support session
  'Go to log in': 'Ir a iniciar sesión',
  'Signing you in': 'Iniciando su sesión',
  'End support session': 'Terminar la sesión de soporte',
  "{name}'s": '{name}',
  "this customer's": 'este cliente',
};
