// The Broadband Facts label of each line's plan in the account (47 CFR 8.1; decision 061).
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { makeBroadbandLabel } from '../../../test/broadband-label';
import { makeLine } from '../testing/factories';
import { lines, setup, signInAda } from '../testing/lines-section-test-kit';

const LABEL_ID = 'M0012345678LINELINELINE123';

describe("a line's Broadband Facts label", () => {
  beforeEach(signInAda);

  it("shows the label of the line's own plan, folded, on its card", async () => {
    const line = makeLine({ nickname: 'Casa' });
    setup({
      ...lines(line),
      'GET /app/users/broadband-labels': {
        body: {
          lines: [
            {
              lineId: line.id,
              label: makeBroadbandLabel('44444444-4444-4444-8444-444444444444', 'Unlimited Plus', LABEL_ID, {
                version: 2,
                monthlyPrice: 40,
                oneTimeFees: [],
                speeds: [
                  {
                    technology: '4G LTE',
                    typicalDownloadMbps: 34,
                    typicalUploadMbps: 7,
                    typicalLatencyMs: 56,
                  },
                ],
                dataIncludedGb: 15,
                additionalData: [],
                withdrawnAt: '2026-06-01T00:00:00.000Z',
              }),
            },
          ],
        },
      },
    });
    const card = await screen.findByRole('listitem', { name: 'Casa' });
    const summary = await within(card).findByText('Broadband Facts', { selector: 'summary', exact: false });
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(within(details).getByText(LABEL_ID)).toBeVisible();
    expect(within(details).getByText('15 GB')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
