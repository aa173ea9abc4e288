import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { axeViolations } from '../../../test/axe';
import { makeLine } from '../testing/factories';
import { itInSpanish, showLines, signInAda } from '../testing/lines-section-test-kit';

const L = PRODUCT_MESSAGES.lines;

/** A paid line the carrier refused to activate: cancelled and refunded, never given a number (decision 086). */
const neverActivated = (nickname: string) =>
  makeLine({
    id: crypto.randomUUID(),
    nickname,
    mdn: '',
    iccid: '',
    activationCode: null,
    status: 'cancelled',
    statusReason: L.activationFailed,
  });

// The line card's carrier ends (decision 094): a SIM change the carrier refused, and a line closed
// before it ever worked, shown apart from the working lines.
describe('line card: what the carrier refused', () => {
  beforeEach(signInAda);

  it('tells of a refused SIM change on a line that keeps working, with what to do', async () => {
    showLines(makeLine({ nickname: 'Work', statusReason: L.simChangeRefused }));
    const card = await screen.findByRole('listitem', { name: 'Work' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByRole('note')).toHaveTextContent(
      /^Our network could not move your number to the new SIM, so your line stays on its current SIM and keeps working\. Check the new SIM card number/,
    );
    // The customer can try again from the same card.
    expect(within(card).getByRole('button', { name: 'Change SIM for Work' })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a line cancelled before it ever worked under "Closed lines", with its reason and refund', async () => {
    showLines(makeLine({ id: crypto.randomUUID(), nickname: 'Home' }), neverActivated('Refused'));
    const home = await screen.findByRole('listitem', { name: 'Home' });
    const closed = screen.getByRole('region', { name: 'Closed lines' });
    // Apart from the working lines: the working list holds only Home.
    expect(home.closest('section.closed-lines')).toBeNull();
    const card = within(closed).getByRole('listitem', { name: 'Refused' });
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card).getByText('Never activated')).toBeInTheDocument();
    expect(within(card).getByRole('note')).toHaveTextContent(L.activationFailed);
    expect(within(card).getByRole('link', { name: 'See the refund in your Order History' })).toHaveAttribute(
      'href',
      '/dashboard/payment',
    );
    // Nothing to manage on a line that never worked.
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  itInSpanish('says both in the page language', async () => {
    showLines(
      makeLine({ id: crypto.randomUUID(), nickname: 'Casa', statusReason: L.simChangeRefused }),
      neverActivated('Rechazada'),
    );
    const home = await screen.findByRole('listitem', { name: 'Casa' });
    expect(within(home).getByRole('note')).toHaveTextContent(
      /^Nuestra red no pudo pasar su número a la SIM nueva, así que su línea sigue en su SIM actual/,
    );
    const closed = screen.getByRole('region', { name: 'Líneas cerradas' });
    const card = within(closed).getByRole('listitem', { name: 'Rechazada' });
    expect(within(card).getByText('Nunca se activó')).toBeInTheDocument();
    expect(within(card).getByRole('note')).toHaveTextContent(/^No pudimos activar esta línea en nuestra red/);
    expect(
      within(card).getByRole('link', { name: 'Vea el reembolso en su Historial de pedidos' }),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
