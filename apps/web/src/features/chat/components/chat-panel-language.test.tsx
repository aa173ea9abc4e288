import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupportHours } from '@mvno/contracts/api/chat';
import { applyLanguage, loadLanguage, type Language } from '../../../lib/i18n';
import { routeOf, stubApi } from '../../../test/fake-api';
import { resetAppState } from '../../../test/render-page';
import { useBrowserTimeZone } from '../../../test/time-zone';
import { setVisitorToken } from '../lib/launcher-store';
import { CLOSED, renderPanel } from '../testing/render-panel';

const LANGUAGES: { language: Language; title: string; note: string; fields: string[]; start: string }[] = [
  {
    language: 'en-US',
    title: 'Chat with support',
    note: 'Our team is away right now. An agent will answer from Mon, Nov 30, 9:00 AM EST, and we will also email you the reply.',
    fields: ['Name', 'Email', 'Message'],
    start: 'Start chat',
  },
  {
    language: 'es-US',
    title: 'Chat con soporte',
    note: 'Un agente le responderá a partir de lun, 30 de nov, 9:00 a.m. EST y también le enviaremos la respuesta por correo.',
    fields: ['Nombre', 'Correo electrónico', 'Mensaje'],
    start: 'Iniciar chat',
  },
];

describe.each(LANGUAGES)('the chat panel in $language', (expected) => {
  beforeAll(async () => {
    await loadLanguage(expected.language);
  });
  beforeEach(() => {
    resetAppState();
    setVisitorToken(null);
    vi.stubGlobal('WebSocket', undefined);
    applyLanguage(expected.language);
  });
  afterEach(() => {
    applyLanguage('en-US');
    vi.unstubAllGlobals();
  });

  it("names the panel, its fields and button, and says when support opens in the language's words", async () => {
    useBrowserTimeZone('America/New_York');
    stubApi({ [routeOf(getSupportHours)]: { body: CLOSED } });
    const dialog = renderPanel(expected.title);
    for (const field of expected.fields)
      expect(within(dialog).getByRole('textbox', { name: field })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: expected.start })).toBeTruthy();
    expect((await screen.findByRole('note')).textContent).toContain(expected.note);
  });
});
