import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { exportMyData } from '@mvno/contracts/api/my-data';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi } from '../../../test/fake-api';
import { storeSessionToken } from '../../../test/fixtures';
import { resetAppState } from '../../../test/render-page';
import { renderPrivacyCard } from '../testing/render-privacy-card';
import { MyDataCard } from './my-data-card';

const M = ACCOUNT_MESSAGES.myData;

const setup = () => renderPrivacyCard(<MyDataCard />);

describe('MyDataCard', () => {
  beforeEach(() => resetAppState());

  it('in a support session: the download is off and says why, and nothing is asked of the server', async () => {
    storeSessionToken({ assisted: true });
    const api = stubApi();
    setup();

    const button = screen.getByRole('button', { name: M.download });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(M.assistedRefused);
    expect(api.to(exportMyData)).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it("in the customer's own session: the download asks for the data", async () => {
    storeSessionToken();
    const api = stubApi({ [routeOf(exportMyData)]: { status: 500, body: { message: 'Try later' } } });
    const { user } = setup();

    const button = screen.getByRole('button', { name: M.download });
    expect(button).toBeEnabled();
    expect(screen.queryByText(M.assistedRefused)).not.toBeInTheDocument();
    await user.click(button);
    await expect.poll(() => api.to(exportMyData).length).toBe(1);
  });
});
