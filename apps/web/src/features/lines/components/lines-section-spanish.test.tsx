import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { buildPath } from '@mvno/contracts/api/common';
import { getLineUsage } from '@mvno/contracts/api/line-usage';
import { listCards } from '@mvno/contracts/api/payments';
import { type Language } from '../../../lib/i18n';
import { makeCard } from '../../../test/fake-shop';
import { makeLine, makeRenewal, makeUsage } from '../testing/factories';
import { dialog, lines, setup, signInAda } from '../testing/lines-section-test-kit';
import { describeInEachLanguage } from '../../../test/page-language';

/** What the section and its dialogs say in each language (a renewal on 2026-12-24, $44.00). */
const TEXTS = {
  'en-US': {
    heading: 'My lines',
    status: 'Active',
    renews: 'Renews on December 24, 2026',
    usage: 'Usage this period',
    texts: '120 texts of 1,000 texts',
    nickname: {
      button: 'Edit nickname of Casa',
      title: 'Edit nickname',
      field: 'MDN Nickname',
      save: 'Save',
    },
    renew: { button: 'Renew now for Casa', title: 'Renew your plan', amount: 'Amount', pay: 'Renew now' },
    cancel: {
      button: 'Cancel line: Casa',
      title: 'Cancel this line?',
      atEnd: 'At the end of the paid period, on December 24, 2026 (recommended)',
      keep: 'Keep line',
    },
    simCheck: {
      button: 'Bring a number',
      title: 'Quick SIM check',
      field: 'SIM number (ICCID)',
      check: 'Check',
    },
    close: 'Cancel',
  },
  'es-US': {
    heading: 'Mis líneas',
    status: 'Activa',
    renews: 'Se renueva el 24 de diciembre de 2026',
    usage: 'Uso en este período',
    texts: '120 mensajes de 1,000 mensajes',
    nickname: {
      button: 'Editar el apodo de Casa',
      title: 'Editar apodo',
      field: 'Apodo de la línea',
      save: 'Guardar',
    },
    renew: {
      button: 'Renovar ahora para Casa',
      title: 'Renovar su plan',
      amount: 'Monto',
      pay: 'Renovar ahora',
    },
    cancel: {
      button: 'Cancelar la línea: Casa',
      title: '¿Cancelar esta línea?',
      atEnd: 'Al final del período pagado, el 24 de diciembre de 2026 (recomendado)',
      keep: 'Conservar la línea',
    },
    simCheck: {
      button: 'Traer un número',
      title: 'Verificación rápida de la SIM',
      field: 'Número de SIM (ICCID)',
      check: 'Verificar',
    },
    close: 'Cancelar',
  },
} satisfies Record<Language, unknown>;

/** A dialog's module loads once it is opened (lib/lazy-dialog.tsx), slowly on a busy machine. */
const LOADS = { timeout: 10_000 };

describeInEachLanguage(
  'the lines section in %s',
  TEXTS,
  (text) => {
    it('writes the card, its dates and its dialogs in the page language', async () => {
      const user = userEvent.setup();
      const line = makeLine({ nickname: 'Casa', renewal: makeRenewal() });
      const usage = makeUsage({ lineId: line.id, texts: { used: 120, allowance: 1000 } });
      setup({
        ...lines(line),
        [`GET ${buildPath(getLineUsage.path, { id: line.id })}`]: { body: usage },
        [`GET ${listCards.path}`]: {
          body: { cards: [makeCard({ id: 'card-1', last4Digits: '4242', primaryCard: true })] },
        },
      });

      expect(await screen.findByRole('heading', { name: text.heading })).toBeInTheDocument();
      const card = await screen.findByRole('listitem', { name: 'Casa' });
      expect(within(card).getByText(text.status)).toBeInTheDocument();
      expect(within(card).getByText(text.renews)).toBeInTheDocument();
      expect(await within(card).findByRole('heading', { name: text.usage })).toBeInTheDocument();
      expect(within(card).getByText(text.texts)).toBeInTheDocument();

      await user.click(within(card).getByRole('button', { name: text.nickname.button }));
      const nickname = await screen.findByRole('dialog', { name: text.nickname.title }, LOADS);
      expect(within(nickname).getByLabelText(text.nickname.field)).toHaveValue('Casa');
      expect(within(nickname).getByRole('button', { name: text.nickname.save })).toBeInTheDocument();
      await user.click(within(nickname).getByRole('button', { name: text.close }));

      await user.click(within(card).getByRole('button', { name: text.renew.button }));
      const renew = await screen.findByRole('dialog', { name: text.renew.title }, LOADS);
      expect(within(renew).getByText(text.renew.amount)).toBeInTheDocument();
      expect(within(renew).getByRole('button', { name: text.renew.pay })).toBeInTheDocument();
      await user.click(within(renew).getByRole('button', { name: text.close }));

      await user.click(within(card).getByRole('button', { name: text.cancel.button }));
      const cancel = await screen.findByRole('dialog', { name: text.cancel.title }, LOADS);
      expect(within(cancel).getByRole('radio', { name: text.cancel.atEnd })).toBeChecked();
      await user.click(within(cancel).getByRole('button', { name: text.cancel.keep }));

      await user.click(screen.getByRole('button', { name: text.simCheck.button }));
      await screen.findByRole('dialog', { name: text.simCheck.title }, LOADS);
      expect(within(dialog(text.simCheck.title)).getByLabelText(text.simCheck.field)).toBeInTheDocument();
      expect(
        within(dialog(text.simCheck.title)).getByRole('button', { name: text.simCheck.check }),
      ).toBeInTheDocument();
    });
  },
  signInAda,
);
