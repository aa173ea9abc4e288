// The page shown when a page's code cannot be loaded, in the page's language (decision 053).
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { type Language } from '../lib/i18n';
import { renderPage } from '../test/render-page';
import { RouteError } from './route-error';
import { describeInEachLanguage } from '../test/page-language';

const TEXTS = {
  'en-US': {
    title: 'Something went wrong',
    lead: 'This page could not be shown. Please try again.',
    reload: 'Reload the page',
    home: 'go to the home page',
    sentence: 'Reload the page or go to the home page.',
  },
  'es-US': {
    title: 'Algo salió mal',
    lead: 'No se pudo mostrar esta página. Inténtelo de nuevo.',
    reload: 'Vuelva a cargar la página',
    home: 'vaya a la página de inicio',
    sentence: 'Vuelva a cargar la página o vaya a la página de inicio.',
  },
} satisfies Record<Language, unknown>;

describeInEachLanguage('the route error page in %s', TEXTS, (text) => {
  it('says what happened and offers a reload or the home page', () => {
    renderPage('/broken', <RouteError />, { at: '/broken' });
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByText(text.lead)).toBeInTheDocument();
    const reload = screen.getByRole('button', { name: text.reload });
    expect(reload.parentElement).toHaveTextContent(text.sentence);
    expect(screen.getByRole('link', { name: text.home })).toHaveAttribute('href', '/');
  });
});
