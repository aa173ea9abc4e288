// The account pages in the page's language (decision 053): the same page, its texts in English or
// in Spanish, the server's English answers shown in Spanish on a Spanish page.
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { forgotPassword } from '@mvno/contracts/api/auth';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { useAppStore } from '../../../lib/store';
import { routeOf, stubApi } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { OtpLoginPage } from './otp-login-page';
import { describeInEachLanguage } from '../../../test/page-language';

const TEXTS = {
  'en-US': {
    forgotTitle: 'Forgot your password?',
    forgotLead: 'Enter your email and we will send you a link to choose a new password.',
    email: 'Email',
    sendLink: 'Send reset link',
    backToLogIn: 'Back to log in',
    resetSent: 'We sent a link to reset your password to your email. It is valid for 30 minutes.',
    codeTitle: 'Enter your login code',
    codeLead: 'We sent a 6-digit code to ada@example.com. It is valid for 10 minutes.',
    codeLabel: 'Login code',
    newCode: 'Send a new code',
    wait: 'You can ask for a new code in 00:30',
    otherEmail: 'Use another email',
    password: 'Use my password instead',
  },
  'es-US': {
    forgotTitle: '¿Olvidó su contraseña?',
    forgotLead: 'Ingrese su correo electrónico y le enviaremos un enlace para elegir una contraseña nueva.',
    email: 'Correo electrónico',
    sendLink: 'Enviar enlace',
    backToLogIn: 'Volver a iniciar sesión',
    resetSent: 'Le enviamos a su correo un enlace para restablecer su contraseña. Es válido por 30 minutos.',
    codeTitle: 'Ingrese su código de inicio de sesión',
    codeLead: 'Le enviamos un código de 6 dígitos a ada@example.com. Es válido por 10 minutos.',
    codeLabel: 'Código de inicio de sesión',
    newCode: 'Enviar un código nuevo',
    wait: 'Podrá pedir un código nuevo en 00:30',
    otherEmail: 'Usar otro correo electrónico',
    password: 'Mejor usar mi contraseña',
  },
} as const;

describeInEachLanguage('the account pages in %s', TEXTS, (text) => {
  it('forgot password: the heading, the field, the button and the answer', async () => {
    stubApi({ [routeOf(forgotPassword)]: { body: { message: PRODUCT_MESSAGES.accounts.resetSent } } });
    const { user } = renderPage('/forgot-password', <ForgotPasswordPage />, { at: '/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: text.forgotTitle })).toBeInTheDocument();
    expect(screen.getByText(text.forgotLead)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToLogIn })).toBeInTheDocument();
    await user.type(screen.getByLabelText(text.email), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: text.sendLink }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.resetSent);
  });

  it('code login: the heading, the lead with the address, the code boxes and the resend wait', () => {
    useAppStore.setState({ email: 'ada@example.com' });
    stubApi();
    renderPage('/otp-login', <OtpLoginPage />, { at: '/otp-login', state: { codeSentAt: Date.now() } });
    expect(screen.getByRole('heading', { level: 1, name: text.codeTitle })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com').closest('p')).toHaveTextContent(text.codeLead);
    expect(screen.getByLabelText(text.codeLabel)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.newCode })).toHaveAccessibleDescription(text.wait);
    expect(screen.getByRole('link', { name: text.otherEmail })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.password })).toBeInTheDocument();
  });
});
