import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { buildPath, type Endpoint } from '@mvno/contracts/api/common';
import { getLineUsage } from '@mvno/contracts/api/line-usage';
import { cancelLine } from '@mvno/contracts/api/line-cancellation';
import { listLines, type Line } from '@mvno/contracts/api/lines';
import { listCards } from '@mvno/contracts/api/payments';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi } from '../../../test/fake-api';
import { makeUser, storeSessionToken } from '../../../test/fixtures';
import { resetAppState } from '../../../test/render-page';
import { renderLinesSection } from '../testing/render-lines-section';
import { makeLine, makeRenewal, makeUsage } from '../testing/factories';

const C = ACCOUNT_MESSAGES.lineCancellation;
const onLine = (endpoint: Endpoint, line: Line) =>
  `${endpoint.method} ${buildPath(endpoint.path, { id: line.id })}`;

describe('Cancel line: why', () => {
  beforeEach(() => {
    resetAppState();
    storeSessionToken();
    useAppStore.setState({ isLoggedIn: true, userInfo: makeUser({ firstName: 'Ada' }) });
  });

  it('offers the reason list and a note, both optional, and sends what was chosen', async () => {
    const line = makeLine({ nickname: 'Work phone', renewal: makeRenewal() });
    const api = stubApi({
      [routeOf(listLines)]: { body: { lines: [line], nextCursor: null } },
      [routeOf(listCards)]: { body: { cards: [] } },
      [onLine(getLineUsage, line)]: { body: makeUsage({ lineId: line.id }) },
      [onLine(cancelLine, line)]: {
        body: {
          message: C.alreadyCancelled,
          cancellation: {
            endsAt: line.renewal!.periodEnd,
            portOutUntil: line.renewal!.periodEnd,
            when: 'period_end',
            undoable: true,
          },
        },
      },
    });
    renderLinesSection();
    const user = userEvent.setup();
    const card = await screen.findByRole('listitem', { name: 'Work phone' });
    await user.click(within(card).getByRole('button', { name: `${C.button}: Work phone` }));
    const dialog = await screen.findByRole('dialog', { name: C.title });

    const reasons = within(dialog).getByRole('combobox', { name: C.reasonLabel });
    expect(
      within(reasons)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '',
      C.reasons.too_expensive,
      C.reasons.coverage,
      C.reasons.other_carrier,
      C.reasons.no_longer_needed,
      C.reasons.device_issue,
      C.reasons.other,
    ]);
    expect(reasons).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: C.noteLabel })).toHaveAttribute('maxlength', '500');
    expect(await axeViolations()).toEqual([]);

    await user.selectOptions(reasons, C.reasons.coverage);
    await user.type(within(dialog).getByRole('textbox', { name: C.noteLabel }), 'No signal at home');
    await user.click(within(dialog).getByRole('button', { name: C.confirm }));
    await waitFor(() => expect(api.to(onLine(cancelLine, line))).toHaveLength(1));
    expect(api.to(onLine(cancelLine, line))[0]?.body).toEqual({
      when: 'period_end',
      reason: 'coverage',
      note: 'No signal at home',
    });
  });
});
