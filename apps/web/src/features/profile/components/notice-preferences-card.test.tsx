// Settings, Notices (decision 087): mail, text or both per kind of notice, saved in one call; the
// security note is on screen; the numbers texts go to are named; English and Spanish.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import {
  DEFAULT_NOTICE_PREFERENCES,
  getNoticePreferences,
  updateNoticePreferences,
  type NoticePreferences,
} from '@mvno/contracts/api/notices';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi } from '../../../test/fake-api';
import { describeInEachLanguage } from '../../../test/page-language';
import { renderPage } from '../../../test/render-page';
import { signIn } from '../testing/settings-test-kit';
import { NoticePreferencesCard } from './notice-preferences-card';

const M = ACCOUNT_MESSAGES.notices;

const TEXTS = {
  'en-US': {
    title: 'Notices',
    security: /Security notices .* always go by email and cannot be switched off/,
    family: 'Family requests and answers',
    usage: 'Data usage',
    text: 'Text message',
    both: 'Email and text',
    email: 'Email',
    numbers: 'Texts go to (512) 555-0101',
    noLines: /You have no active line yet/,
    save: 'Save notice choices',
    lastFailed: /The last text to \(512\) 555-0101, on November 28, 2026, could not be delivered/,
  },
  'es-US': {
    title: 'Avisos',
    security: /Los avisos de seguridad .* siempre se envían por correo electrónico y no se pueden desactivar/,
    family: 'Solicitudes familiares y respuestas',
    usage: 'Uso de datos',
    text: 'Mensaje de texto',
    both: 'Correo electrónico y texto',
    email: 'Correo electrónico',
    numbers: 'Los mensajes de texto se envían a (512) 555-0101',
    noLines: /Todavía no tiene una línea activa/,
    save: 'Guardar opciones de avisos',
    lastFailed:
      /El último mensaje de texto al \(512\) 555-0101, del 28 de noviembre de 2026, no se pudo entregar/,
  },
} as const;

const render = () =>
  renderPage(
    '/dashboard/setting',
    <main>
      <NoticePreferencesCard />
    </main>,
    { at: '/dashboard/setting' },
  );

describeInEachLanguage(
  'Settings, notices in %s',
  TEXTS,
  (text) => {
    it('shows the choices and the security note, and saves text for family and both for usage', async () => {
      let stored: NoticePreferences = { ...DEFAULT_NOTICE_PREFERENCES };
      const api = stubApi({
        [routeOf(getNoticePreferences)]: () => ({
          body: { preferences: stored, textNumbers: ['5125550101'], lastTextFailure: null },
        }),
        [routeOf(updateNoticePreferences)]: (body) => {
          stored = body as NoticePreferences;
          return { body: { preferences: stored, textNumbers: ['5125550101'], lastTextFailure: null } };
        },
      });
      const { user } = render();
      const card = screen.getByRole('region', { name: text.title });
      expect(within(card).getByText(text.security)).toBeInTheDocument();
      expect(await within(card).findByText(text.numbers)).toBeInTheDocument();

      const family = within(card).getByRole('group', { name: text.family });
      const usage = within(card).getByRole('group', { name: text.usage });
      expect(within(family).getByRole('radio', { name: text.email })).toBeChecked();
      // No choice for security notices: they are not a kind here.
      expect(within(card).getAllByRole('group')).toHaveLength(4);

      await user.click(within(family).getByRole('radio', { name: text.text }));
      await user.click(within(usage).getByRole('radio', { name: text.both }));
      await user.click(within(card).getByRole('button', { name: text.save }));
      // The notice stack shows it in the page's language (the store keeps the catalogue's English).
      await waitFor(() =>
        expect(useAppStore.getState().notifications.map((n) => n.message)).toContain(M.saved),
      );
      expect(api.to(updateNoticePreferences).map((call) => call.body)).toEqual([
        { ...DEFAULT_NOTICE_PREFERENCES, family: 'text', usage: 'both' },
      ]);
      expect(within(family).getByRole('radio', { name: text.text })).toBeChecked();
      expect(await axeViolations()).toEqual([]);
    });

    it('says texts fall back to email while the customer has no active line', async () => {
      stubApi({
        [routeOf(getNoticePreferences)]: {
          body: { preferences: DEFAULT_NOTICE_PREFERENCES, textNumbers: [], lastTextFailure: null },
        },
      });
      render();
      expect(await screen.findByText(text.noLines)).toBeInTheDocument();
      expect(screen.queryByText(text.lastFailed)).toBeNull();
    });

    it('says when the last text to the number could not be delivered (decision 106)', async () => {
      stubApi({
        [routeOf(getNoticePreferences)]: {
          body: {
            preferences: { ...DEFAULT_NOTICE_PREFERENCES, family: 'text' },
            textNumbers: ['5125550101'],
            lastTextFailure: { number: '5125550101', failedAt: '2026-11-28T18:00:00.000Z' },
          },
        },
      });
      render();
      expect(await screen.findByText(text.lastFailed)).toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    });
  },
  signIn,
);
