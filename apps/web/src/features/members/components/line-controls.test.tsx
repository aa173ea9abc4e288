import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { memberControls as ES } from '@mvno/contracts/locales/es/member-controls';
import { buildPath, type Endpoint } from '@mvno/contracts/api/common';
import {
  getLineControls,
  pauseLine,
  setLineDataAlert,
  setLineSpendingCap,
  type LineControls as Controls,
} from '@mvno/contracts/api/member-controls';
import { formatDay } from '../../../lib/format-date';
import { applyLanguage, loadLanguage } from '../../../lib/i18n';
import { axeViolations } from '../../../test/axe';
import { stubApi } from '../../../test/fake-api';
import { FAMILY_LINE_ID, signedInEachTest } from '../testing/family-fixtures';
import { renderFamilyScreen } from '../testing/render-family';
import { LineControls } from './line-controls';

const C = ACCOUNT_MESSAGES.memberControls;
const LINE_ID = FAMILY_LINE_ID;
const onLine = (endpoint: Endpoint) => `${endpoint.method} ${buildPath(endpoint.path, { id: LINE_ID })}`;
const controls: Controls = {
  lineId: LINE_ID,
  spendingCapCents: null,
  spentThisMonthCents: 1000,
  dataAlertPercent: null,
  paused: false,
  dataStoppedUntil: null,
  mayManage: true,
};
const STOPPED_UNTIL = '2026-12-15T12:00:00.000Z';
const render = (element: React.ReactElement) => renderFamilyScreen(element, '/dashboard/members');

describe("a line's controls (web)", () => {
  signedInEachTest();

  it('lets the owner set the cap and the data alert and pause the line, with labelled fields', async () => {
    const capped = { ...controls, spendingCapCents: 2500 };
    const api = stubApi({
      [onLine(getLineControls)]: { body: controls },
      [onLine(setLineSpendingCap)]: { body: { message: C.capSaved, controls: capped } },
      [onLine(setLineDataAlert)]: {
        body: { message: C.alertSaved, controls: { ...capped, dataAlertPercent: 50 } },
      },
      [onLine(pauseLine)]: {
        body: { message: C.paused, controls: { ...capped, dataAlertPercent: 50, paused: true } },
      },
    });
    const { user } = render(<LineControls lineId={LINE_ID} mayAlert />);

    await user.click(await screen.findByText(C.title));
    expect(screen.getByText(C.capNone)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: C.capLabel }), '25');
    await user.click(screen.getAllByRole('button', { name: C.save })[0]!);
    await waitFor(() =>
      expect(api.requests.find((one) => one.route === onLine(setLineSpendingCap))?.body).toEqual({
        capCents: 2500,
      }),
    );
    expect(await screen.findByText(C.capShown('$25.00', '$10.00'))).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: C.alertLabel }), '50');
    await user.click(screen.getAllByRole('button', { name: C.save })[1]!);
    await waitFor(() =>
      expect(api.requests.find((one) => one.route === onLine(setLineDataAlert))?.body).toEqual({
        percent: 50,
      }),
    );
    expect(await screen.findByText(C.alertShown(50))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: C.pause }));
    await waitFor(() =>
      expect(api.requests.find((one) => one.route === onLine(pauseLine))?.body).toEqual({ paused: true }),
    );
    expect(await screen.findByText(C.pausedShown)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: C.resume })).toBeInTheDocument();
    expect(screen.queryByText(C.dataStopped(formatDay(STOPPED_UNTIL)))).not.toBeInTheDocument();
  });

  it('says, without opening the controls, that data is stopped at the cap and until when', async () => {
    stubApi({ [onLine(getLineControls)]: { body: { ...controls, dataStoppedUntil: STOPPED_UNTIL } } });
    render(<LineControls lineId={LINE_ID} mayAlert />);
    expect(await screen.findByText(C.dataStopped(formatDay(STOPPED_UNTIL)))).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('says it in Spanish to a viewer', async () => {
    await loadLanguage('es-US');
    applyLanguage('es-US');
    stubApi({
      [onLine(getLineControls)]: {
        body: { ...controls, dataStoppedUntil: STOPPED_UNTIL, mayManage: false },
      },
    });
    render(<LineControls lineId={LINE_ID} mayAlert={false} />);
    expect(await screen.findByText(ES.dataStopped(formatDay(STOPPED_UNTIL)))).toBeVisible();
  });

  it('shows a viewer the controls read only, in Spanish', async () => {
    await loadLanguage('es-US');
    applyLanguage('es-US');
    stubApi({
      [onLine(getLineControls)]: {
        body: { ...controls, spendingCapCents: 2000, dataAlertPercent: 70, paused: true, mayManage: false },
      },
    });
    const { user } = render(<LineControls lineId={LINE_ID} mayAlert={false} />);

    await user.click(await screen.findByText(ES.title));
    expect(screen.getByText(ES.capShown('$20.00', '$10.00'))).toBeInTheDocument();
    expect(screen.getByText(ES.alertShown(70))).toBeInTheDocument();
    expect(screen.getByText(ES.pausedShown)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
