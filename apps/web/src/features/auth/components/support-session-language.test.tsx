// A support session in the page's language (decisions 043 and 053): the customer's browser shows the
// agent's sign-in link page and the session's banner in English or in Spanish.
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { exchangeSupportLink } from '@mvno/contracts/api/auth';
import { type Language } from '../../../lib/i18n';
import { useAppStore } from '../../../lib/store';
import { routeOf, stubApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import { AssistedBanner } from './assisted-banner';
import { CrmLoginPage } from './crm-login-page';
import { describeInEachLanguage } from '../../../test/page-language';

const TEXTS = {
  'en-US': {
    title: 'Support sign-in',
    signingIn: 'Signing you in',
    incomplete: 'This support link is incomplete.',
    goToLogIn: 'Go to log in',
    named: "Support session: you are signed in to Grace Hopper's account by a support agent.",
    unnamed: "Support session: you are signed in to this customer's account by a support agent.",
    end: 'End support session',
  },
  'es-US': {
    title: 'Inicio de sesión de soporte',
    signingIn: 'Iniciando su sesión',
    incomplete: 'Este enlace de soporte está incompleto.',
    goToLogIn: 'Ir a iniciar sesión',
    named: 'Sesión de soporte: un agente de soporte inició sesión en la cuenta de Grace Hopper.',
    unnamed: 'Sesión de soporte: un agente de soporte inició sesión en la cuenta de este cliente.',
    end: 'Terminar la sesión de soporte',
  },
} satisfies Record<Language, unknown>;

describeInEachLanguage('a support session in %s', TEXTS, (text) => {
  it('the sign-in link page: its title and its wait', () => {
    stubApi({ [routeOf(exchangeSupportLink)]: () => new Promise(() => {}) });
    renderPage('/crm-login', <CrmLoginPage />, { at: '/crm-login?token=link-1' });
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: text.signingIn })).toBeInTheDocument();
  });

  it('the sign-in link page without a token', () => {
    stubApi();
    renderPage('/crm-login', <CrmLoginPage />, { at: '/crm-login' });
    expect(screen.getByRole('alert')).toHaveTextContent(text.incomplete);
    expect(screen.getByRole('link', { name: text.goToLogIn })).toHaveAttribute('href', '/login');
  });

  it("the banner names the customer's account and ends the session", () => {
    useAppStore.setState({ userInfo: makeUser({ firstName: 'Grace', lastName: 'Hopper' }) });
    renderPage('/', <AssistedBanner />, { at: '/' });
    expect(screen.getByRole('status')).toHaveTextContent(text.named);
    expect(screen.getByRole('button', { name: text.end })).toBeInTheDocument();
  });

  it('the banner without a name speaks of this customer', () => {
    useAppStore.setState({ userInfo: makeUser({ firstName: '', lastName: '' }) });
    renderPage('/', <AssistedBanner />, { at: '/' });
    expect(screen.getByRole('status')).toHaveTextContent(text.unnamed);
  });
});
