import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { axeViolations } from '../../../test/axe';
import { makeLine } from '../testing/factories';
import { itInSpanish, showLines, signInAda } from '../testing/lines-section-test-kit';

const L = PRODUCT_MESSAGES.lines;

// The line card as the carrier reports the line (decision 073): waiting for its activation, and the
// eSIM installed only once the carrier's installation event came.
describe('line card and the carrier', () => {
  beforeEach(signInAda);

  it('tells the customer a line waiting for the carrier will be finished, with nothing to do', async () => {
    showLines(
      makeLine({ nickname: 'New line', mdn: '', status: 'activating', statusReason: L.activatingReason }),
    );
    const card = await screen.findByRole('listitem', { name: 'New line' });
    expect(within(card).getByText('Activating')).toBeInTheDocument();
    expect(within(card).getByRole('note')).toHaveTextContent("We'll finish setting up your line");
    expect(await axeViolations()).toEqual([]);
  });

  it('shows "eSIM installed on your phone" only once the profile is installed', async () => {
    showLines(
      makeLine({ id: crypto.randomUUID(), nickname: 'Released', esimState: 'released' }),
      makeLine({ id: crypto.randomUUID(), nickname: 'Installed', esimState: 'installed' }),
    );
    const released = await screen.findByRole('listitem', { name: 'Released' });
    const installed = screen.getByRole('listitem', { name: 'Installed' });
    expect(within(released).queryByText(L.esimInstalled)).toBeNull();
    expect(
      within(released).getByRole('img', { name: /QR code of the eSIM activation code/ }),
    ).toBeInTheDocument();
    expect(within(installed).getByText(L.esimInstalled)).toBeInTheDocument();
    expect(within(installed).queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  itInSpanish('says both in the page language', async () => {
    showLines(
      makeLine({
        id: crypto.randomUUID(),
        nickname: 'Nueva',
        mdn: '',
        status: 'activating',
        statusReason: L.activatingReason,
      }),
      makeLine({ id: crypto.randomUUID(), nickname: 'Casa', esimState: 'installed' }),
    );
    const waiting = await screen.findByRole('listitem', { name: 'Nueva' });
    expect(within(waiting).getByRole('note')).toHaveTextContent(/^Terminaremos de configurar su línea/);
    const installed = screen.getByRole('listitem', { name: 'Casa' });
    expect(within(installed).getByText('eSIM instalada en su teléfono')).toBeInTheDocument();
  });
});
