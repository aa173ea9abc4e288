import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { members as ES } from '@mvno/contracts/locales/es/members';
import { buildPath } from '@mvno/contracts/api/common';
import {
  acceptLineTransfer,
  listLineTransfers,
  offerLineTransfer,
  type LineTransfer,
} from '@mvno/contracts/api/line-transfers';
import { listLineRequests } from '@mvno/contracts/api/members';
import { RENEWAL_TERMS_VERSION } from '@mvno/contracts/product-constants/renewal-consent';
import { applyLanguage, loadLanguage } from '../../../lib/i18n';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi } from '../../../test/fake-api';
import { samAsMemberRead, signedInEachTest } from '../testing/family-fixtures';
import { renderFamilyScreen } from '../testing/render-family';
import { lineControlsRead } from '../testing/line-controls';
import { LinesOfferedToMe } from './line-transfers';
import { MembersSection } from './members-section';

const M = ACCOUNT_MESSAGES.members;
const offer: LineTransfer = {
  id: '5d1c2a4e-6b0d-4c5e-9a7f-3d2b1c0e9f8a',
  lineId: '8f1c2a4e-6b0d-4c5e-9a7f-3d2b1c0e9f8a',
  lineName: 'Kid phone',
  fromName: 'Ada',
  toName: 'Sam',
  status: 'pending',
  createdAt: '2026-11-28T12:00:00.000Z',
  expiresAt: '2026-12-01T12:00:00.000Z',
};
const acceptRoute = `${acceptLineTransfer.method} ${buildPath(acceptLineTransfer.path, { transferId: offer.id })}`;
const render = renderFamilyScreen;

describe('giving a line to its member (web)', () => {
  signedInEachTest();

  it('the owner offers a member their line after confirming, and sees the offer waiting', async () => {
    const api = stubApi({
      ...lineControlsRead(offer.lineId, true),
      ...samAsMemberRead(offer.lineId),
      [routeOf(listLineRequests)]: { body: { mine: [], toAnswer: [] } },
      [routeOf(listLineTransfers)]: { body: { offered: [offer], toMe: [] } },
      [routeOf(offerLineTransfer)]: { body: { message: M.transferOffered('Sam'), transfer: offer } },
    });
    const { user } = render(<MembersSection />);

    expect(
      await screen.findByRole('listitem', { name: M.transferOfferTo('Sam', 'Kid phone') }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: `${M.transfer}: Sam` }));
    const dialog = await screen.findByRole('dialog', { name: M.transferTitle });
    expect(within(dialog).getByText(M.transferText)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: M.transfer }));
    await waitFor(() =>
      expect(api.requests.find((one) => one.route === routeOf(offerLineTransfer))?.body).toEqual({
        membershipId: 'm-1',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the member takes the line over only after ticking the renewal consent, in Spanish too', async () => {
    await loadLanguage('es-US');
    applyLanguage('es-US');
    const api = stubApi({
      [routeOf(listLineTransfers)]: { body: { offered: [], toMe: [offer] } },
      [acceptRoute]: { body: { message: M.transferAccepted, lineId: offer.lineId } },
    });
    const { user } = render(<LinesOfferedToMe />);

    const item = await screen.findByRole('listitem', { name: ES.transferOfferOf('Ada', 'Kid phone') });
    await user.click(within(item).getByRole('button', { name: `${ES.transferAccept}: Kid phone` }));
    const dialog = await screen.findByRole('dialog', { name: ES.transferAccept });
    const confirm = within(dialog).getByRole('button', { name: ES.transferAccept });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: ES.transferConsent }));
    expect(await axeViolations()).toEqual([]);
    await user.click(confirm);
    await waitFor(() =>
      expect(api.requests.find((one) => one.route === acceptRoute)?.body).toEqual({
        renewalConsent: true,
        renewalTermsVersion: RENEWAL_TERMS_VERSION,
      }),
    );
  });
});
