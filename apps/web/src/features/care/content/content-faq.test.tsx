// The FAQ editor (decision 075): questions reworded, added, removed and reordered, not only answers;
// the save sends them in the order shown; a refused question shows its error at its field.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFaqVersion, listFaqVersions } from '@mvno/contracts/api/content-faq';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi } from '../../../test/fake-api';
import { renderCare, signInStaff } from '../testing/care-test-kit';
import { ContentFaq } from './content-faq';

const M = STAFF_MESSAGES.content;
const VERSION = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  language: 'en-US',
  number: 3,
  entries: [
    { question: 'When am I charged?', answer: 'At checkout.' },
    { question: 'Can I keep my number?', answer: 'Yes.' },
    { question: 'Is there a contract?', answer: 'No.' },
  ],
  createdBy: 'Seed',
  createdAt: '2026-11-28T12:00:00.000Z',
  published: true,
};

function setup(answerSave: (body: unknown) => { status?: number; body: unknown }) {
  const saved: unknown[] = [];
  stubApi({
    [routeOf(listFaqVersions)]: {
      body: {
        versions: [VERSION],
        published: { versionId: VERSION.id, publishedBy: 'Seed', publishedAt: VERSION.createdAt },
      },
    },
    [routeOf(createFaqVersion)]: (body) => {
      saved.push(body);
      return answerSave(body);
    },
  });
  signInStaff('content_editor');
  return { saved, ...renderCare(<ContentFaq />) };
}

describe('the FAQ editor', () => {
  it('rewords, adds, removes and reorders questions and saves them in the order shown', async () => {
    const { saved, user } = setup((body) => ({
      body: { ...VERSION, ...(body as object), number: 4, published: false },
    }));

    const first = await screen.findByLabelText('Question 1');
    expect(first).toHaveValue('When am I charged?');
    await user.clear(first);
    await user.type(first, 'When do you charge my card?');
    // The answer's label follows the question as it reads now.
    expect(screen.getByLabelText('Answer: When do you charge my card?')).toHaveValue('At checkout.');

    await user.click(screen.getByRole('button', { name: 'Move up question 2' }));
    expect(screen.getByLabelText('Question 1')).toHaveValue('Can I keep my number?');
    expect(screen.getByRole('button', { name: 'Move up question 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(screen.getByLabelText('Question 3'), 'Do you have 5G?');
    await user.type(screen.getByLabelText('Answer: Do you have 5G?'), 'Yes, everywhere we cover.');
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent(M.faqSaved);
    expect(saved).toEqual([
      {
        entries: [
          { question: 'Can I keep my number?', answer: 'Yes.' },
          { question: 'When do you charge my card?', answer: 'At checkout.' },
          { question: 'Do you have 5G?', answer: 'Yes, everywhere we cover.' },
        ],
      },
    ]);
  });

  it("puts the server's refusal of a question on its field", async () => {
    const { user } = setup(() => ({
      status: 400,
      body: {
        message: 'Some fields need your attention',
        errors: [{ field: 'entries.1.question', message: M.faqQuestionRequired }],
      },
    }));

    const second = await screen.findByLabelText('Question 2');
    await user.clear(second);
    await user.type(second, ' ');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(
      await within(screen.getByRole('group', { name: 'Question 2' })).findByText(M.faqQuestionRequired),
    ).toBeVisible();
    expect(screen.getByLabelText('Question 2')).toHaveAccessibleDescription(M.faqQuestionRequired);
    expect(await axeViolations()).toEqual([]);
  });
});
