// A wrong banner comes down at once (decision 075): one button, a confirmation, the server's answer.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listBannerVersions, takeDownBanner } from '@mvno/contracts/api/content-site';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi } from '../../../test/fake-api';
import { renderCare, signInStaff } from '../testing/care-test-kit';
import { ContentBanner } from './content-banner';

const M = STAFF_MESSAGES.content;
const BANNER = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  language: 'en-US',
  number: 1,
  message: 'Wrong price: $1 plans',
  linkLabel: '',
  linkHref: '',
  endsAt: '2099-01-01T00:00:00.000Z',
  createdBy: 'Cora',
  createdAt: '2026-11-28T12:00:00.000Z',
  published: true,
};

describe('taking the banner down', () => {
  it('asks once, then takes it down and says so', async () => {
    const api = stubApi({
      [routeOf(listBannerVersions)]: {
        body: {
          versions: [BANNER],
          published: { versionId: BANNER.id, publishedBy: 'Cora', publishedAt: BANNER.createdAt },
        },
      },
      [routeOf(takeDownBanner)]: { body: { message: M.bannerTakenDown, languages: ['en-US'] } },
    });
    signInStaff('content_editor');
    const { user } = renderCare(<ContentBanner />);

    await user.click(await screen.findByRole('button', { name: 'Take the banner down now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take the banner down now?' });
    expect(api.to(takeDownBanner)).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Take it down' }));

    expect(await screen.findByRole('status')).toHaveTextContent(M.bannerTakenDown);
    expect(api.to(takeDownBanner)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
