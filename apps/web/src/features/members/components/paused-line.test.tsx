import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { memberControls as ES } from '@mvno/contracts/locales/es/member-controls';
import { buildPath } from '@mvno/contracts/api/common';
import { getLineUsage } from '@mvno/contracts/api/line-usage';
import type { Line } from '@mvno/contracts/api/lines';
import { applyLanguage, loadLanguage } from '../../../lib/i18n';
import { axeViolations } from '../../../test/axe';
import { stubApi } from '../../../test/fake-api';
import { sharedLineRead, signedInEachTest } from '../testing/family-fixtures';
import { renderFamilyScreen } from '../testing/render-family';
import { SharedLinesSection } from './shared-lines-section';

/** Decision 096: a line the account holder paused says so on the member's screen, in English and Spanish. */
const C = ACCOUNT_MESSAGES.memberControls;
const LINE_ID = '5a1c2a4e-6b0d-4c5e-9a7f-3d2b1c0e9f8b';
const line = {
  id: LINE_ID,
  nickname: 'Kid phone',
  mdn: '5125550147',
  subscriberNumber: 'SUB-1',
  zipCode: '78702',
  iccid: '8901260123456789011',
  simType: 'esim',
  activationCode: null,
  planName: 'Family 1GB',
  status: 'lost_suspended',
  statusReason: C.pausedReason,
  imei: null,
  device: null,
  port: null,
  renewal: null,
} as Line;

function api() {
  stubApi({
    ...sharedLineRead(line, 'member'),
    [`${getLineUsage.method} ${buildPath(getLineUsage.path, { id: LINE_ID })}`]: {
      status: 409,
      body: { message: 'x' },
    },
  });
}
const render = () => renderFamilyScreen(<SharedLinesSection />);

describe('a paused shared line (web, decision 096)', () => {
  signedInEachTest('Sam');

  it('shows the line as paused by the account holder, not as a lost phone', async () => {
    api();
    render();
    expect(await screen.findByText(C.pausedReason)).toBeInTheDocument();
    expect(screen.queryByText(ACCOUNT_MESSAGES.lostPhone.statusReason)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('in Spanish', async () => {
    await loadLanguage('es-US');
    applyLanguage('es-US');
    api();
    render();
    expect(await screen.findByText(ES.pausedReason)).toBeInTheDocument();
  });
});
