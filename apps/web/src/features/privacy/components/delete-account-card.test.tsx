import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { accountDeletion as ES } from '@mvno/contracts/locales/es/account-deletion';
import { applyLanguage, loadLanguage } from '../../../lib/i18n';
import { axeViolations } from '../../../test/axe';
import { stubApi } from '../../../test/fake-api';
import { storeSessionToken } from '../../../test/fixtures';
import { resetAppState } from '../../../test/render-page';
import { renderPrivacyCard } from '../testing/render-privacy-card';
import { DeleteAccountCard } from './delete-account-card';

const D = ACCOUNT_MESSAGES.accountDeletion;

const setup = () => renderPrivacyCard(<DeleteAccountCard />);

describe('DeleteAccountCard', () => {
  beforeEach(() => {
    resetAppState();
    storeSessionToken();
    stubApi();
  });
  afterEach(() => applyLanguage('en-US'));

  it('says to move a number the customer keeps (port it out) before deleting, first in the dialog', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: D.open }));

    const dialog = await screen.findByRole('dialog', { name: D.dialogTitle });
    const note = within(dialog).getByRole('note', { name: D.numberFirstTitle });
    expect(note).toHaveTextContent(D.numberFirst);
    expect(D.numberFirst).toMatch(/port it out/);
    // Before what goes: read before the customer reaches the box.
    const goes = within(dialog).getByRole('heading', { name: D.goesTitle });
    expect(note.compareDocumentPosition(goes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('says it in Spanish', async () => {
    await loadLanguage('es-US');
    applyLanguage('es-US');
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: ES.open }));

    const dialog = await screen.findByRole('dialog', { name: ES.dialogTitle });
    expect(within(dialog).getByRole('note', { name: ES.numberFirstTitle })).toHaveTextContent(ES.numberFirst);
    expect(await axeViolations()).toEqual([]);
  });
});
