import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPath } from '@mvno/contracts/api/common';
import { listLines, saveLineDevice, type DeviceVerdict, type Line } from '@mvno/contracts/api/lines';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi } from '../../../test/fake-api';
import { makeUser, storeSessionToken } from '../../../test/fixtures';
import { resetAppState } from '../../../test/render-page';
import { makeLine } from '../testing/factories';
import { renderLinesSection } from '../testing/render-lines-section';

const L = PRODUCT_MESSAGES.lines;
/** README's demo phone: works on the network, has no eSIM. */
const GALAXY_IMEI = '350003021234562';
const GALAXY = { brand: 'Samsung', model: 'Galaxy A15 5G', esim: false };

/** The server's verdict for the phone on a line of this SIM type (decision: the line's SIM type counts). */
function verdictFor(line: Line): DeviceVerdict {
  const name = `${GALAXY.brand} ${GALAXY.model}`;
  return line.simType === 'esim'
    ? {
        tac: '35000302',
        compatible: true,
        device: GALAXY,
        needsPhysicalSim: true,
        message: L.deviceWorksNoEsim(name),
      }
    : { tac: '35000302', compatible: true, device: GALAXY, message: L.deviceWorks(name) };
}

function setup(line: Line) {
  const state = { line };
  stubApi({
    [routeOf(listLines)]: () => ({ body: { lines: [state.line], nextCursor: null } }),
    [`${saveLineDevice.method} ${buildPath(saveLineDevice.path, { id: line.id })}`]: (body) => {
      const device = verdictFor(line);
      state.line = { ...line, imei: (body as { imei: string }).imei, device };
      return { body: { message: L.deviceSaved, device } };
    },
  });
  renderLinesSection();
}

async function saveGalaxy(nickname: string) {
  const user = userEvent.setup();
  const card = await screen.findByRole('listitem', { name: nickname });
  await user.click(within(card).getByRole('button', { name: `Add device for ${nickname}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Your device' });
  await user.type(within(dialog).getByRole('textbox', { name: 'IMEI' }), GALAXY_IMEI);
  await user.click(within(dialog).getByRole('button', { name: 'Save and check' }));
  return { card, dialog };
}

describe('the device verdict by SIM type', () => {
  beforeEach(() => {
    resetAppState();
    storeSessionToken();
    useAppStore.setState({ isLoggedIn: true, userInfo: makeUser({ firstName: 'Ada' }) });
  });

  it('an eSIM line with a phone without eSIM says it works but needs a physical SIM, not a plain yes', async () => {
    setup(makeLine({ nickname: 'Work phone', simType: 'esim' }));
    const { card, dialog } = await saveGalaxy('Work phone');

    const verdict = await within(dialog).findByText(L.deviceWorksNoEsim('Samsung Galaxy A15 5G'));
    expect(verdict).toHaveAttribute('role', 'status');
    expect(verdict).toHaveClass('device-verdict--physical-sim');
    expect(verdict).not.toHaveClass('device-verdict--true');
    expect(await axeViolations()).toEqual([]);
    await waitFor(() =>
      expect(within(card).getByText(/has no eSIM: order a physical SIM/)).toBeInTheDocument(),
    );
  });

  it('a physical SIM line with the same phone simply works', async () => {
    setup(makeLine({ nickname: 'Kid', simType: 'psim', activationCode: null }));
    const { dialog } = await saveGalaxy('Kid');

    const verdict = await within(dialog).findByText(L.deviceWorks('Samsung Galaxy A15 5G'));
    expect(verdict).toHaveClass('device-verdict--true');
  });
});
