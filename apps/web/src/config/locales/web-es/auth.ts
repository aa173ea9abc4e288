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
};
