// The device dialog and the card's device facts in the page's language (decision 053).
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { buildPath } from '@mvno/contracts/api/common';
import { saveLineDevice } from '@mvno/contracts/api/lines';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { type Language } from '../../../lib/i18n';
import { makeLine } from '../testing/factories';
import { lines, setup, signInAda } from '../testing/lines-section-test-kit';
import { describeInEachLanguage } from '../../../test/page-language';

const L = PRODUCT_MESSAGES.lines;
const IMEI = '350003021234562';
const PHONE = 'Samsung Galaxy A15 5G';

const TEXTS = {
  'en-US': {
    add: 'Add device for Casa',
    title: 'Your device',
    description: 'Dial *#06# on the phone to see its IMEI.',
    save: 'Save and check',
    cancel: 'Cancel',
    works: `${PHONE} works on our network.`,
    done: 'Done',
    device: 'Device',
    sim: 'Physical SIM',
    notAdded: 'Not added',
  },
  'es-US': {
    add: 'Agregar equipo para Casa',
    title: 'Su equipo',
    description: 'Marque *#06# en el teléfono para ver su IMEI.',
    save: 'Guardar y verificar',
    cancel: 'Cancelar',
    works: `${PHONE} funciona en nuestra red.`,
    done: 'Listo',
    device: 'Equipo',
    sim: 'SIM física',
    notAdded: 'No agregado',
  },
} satisfies Record<Language, unknown>;

describeInEachLanguage(
  'the device dialog in %s',
  TEXTS,
  (text) => {
    it('asks for the IMEI, says whether the phone works and lists it on the card', async () => {
      const user = userEvent.setup();
      const line = makeLine({ nickname: 'Casa', simType: 'psim', iccid: '8901260123456789011' });
      const device = { tac: '35000302', compatible: true, device: null, message: L.deviceWorks(PHONE) };
      setup({
        ...lines(line),
        [`${saveLineDevice.method} ${buildPath(saveLineDevice.path, { id: line.id })}`]: {
          body: { message: L.deviceSaved, device },
        },
      });
      const card = await screen.findByRole('listitem', { name: 'Casa' });
      expect(card).toHaveTextContent(`${text.sim} · ICCID 8901260123456789011`);
      expect(card).toHaveTextContent(`${text.device}${text.notAdded}`);

      await user.click(within(card).getByRole('button', { name: text.add }));
      const dialog = await screen.findByRole('dialog', { name: text.title }, { timeout: 10_000 });
      expect(dialog).toHaveAccessibleDescription(text.description);
      await user.type(within(dialog).getByRole('textbox', { name: 'IMEI' }), IMEI);
      expect(within(dialog).getByRole('button', { name: text.cancel })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: text.save }));
      expect(await within(dialog).findByText(text.works)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: text.done })).toBeInTheDocument();
    });
  },
  signInAda,
);
