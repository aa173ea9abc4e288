// The Content tool in two languages (decision 066): an editor chooses Spanish, the FAQ's Spanish
// versions are listed and a save goes to the Spanish versions; the console's own words stay English.
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFaqVersion, listFaqVersions } from '@mvno/contracts/api/content-faq';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi } from '../../../test/fake-api';
import { renderCare, signInStaff } from '../testing/care-test-kit';
import { ContentTool } from './content-tool';

const version = (language: string, question: string, answer: string) => ({
  id: language === 'es-US' ? '2b1f0e5e-8a6b-4c1e-9f7a-3d2c1b0a9e8d' : '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  language,
  number: 1,
  entries: [{ question, answer }],
  createdBy: 'Seed',
  createdAt: '2026-11-28T12:00:00.000Z',
  published: true,
});

describe('the Content tool', () => {
  it('lists and saves the Spanish versions once Spanish is chosen', async () => {
    const asked: string[] = [];
    const saved: string[] = [];
    stubApi({
      [routeOf(listFaqVersions)]: (_, url) => {
        const language = url.searchParams.get('language') ?? 'none';
        asked.push(language);
        const spanish = language === 'es-US';
        const listed = spanish
          ? version('es-US', '¿Cuándo se me cobra?', 'Al hacer el pedido.')
          : version('en-US', 'When am I charged?', 'At checkout.');
        return {
          body: {
            versions: [listed],
            published: { versionId: listed.id, publishedBy: 'Seed', publishedAt: listed.createdAt },
          },
        };
      },
      [routeOf(createFaqVersion)]: (body, url) => {
        saved.push(url.searchParams.get('language') ?? 'none');
        return {
          body: {
            ...version('es-US', '¿Cuándo se me cobra?', 'x'),
            ...(body as object),
            number: 2,
            published: false,
          },
        };
      },
    });
    signInStaff('content_editor');
    const { user } = renderCare(<ContentTool />);

    expect(await screen.findByLabelText('Answer: When am I charged?')).toHaveValue('At checkout.');
    await user.click(screen.getByRole('radio', { name: 'Spanish' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Content: FAQ (Spanish)' })).toBeInTheDocument();
    const answer = await screen.findByLabelText('Answer: ¿Cuándo se me cobra?');
    expect(answer).toHaveValue('Al hacer el pedido.');
    await user.clear(answer);
    await user.type(answer, 'Cuando paga su pedido.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByRole('status');
    expect(asked).toEqual(expect.arrayContaining(['en-US', 'es-US']));
    expect(saved).toEqual(['es-US']);
    expect(await axeViolations()).toEqual([]);
  });
});
