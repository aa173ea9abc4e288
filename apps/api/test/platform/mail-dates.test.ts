/**
 * Dates in mails are the customer's day, in the brand's time zone (US Eastern), not UTC: a
 * moment at 02:05 UTC on November 25 is still the evening of November 24 for a US customer.
 */
import { describe, expect, it } from 'vitest';
import { CARE_ACTION_REASONS } from '@mvno/contracts/api/care-actions';
import { passwordChangedMail } from '../../src/modules/accounts/account/account-mails';
import { careActionMail, receiptMail } from '../../src/modules/care/actions/care-action-mails';
import { renewalReminderMail } from '../../src/modules/lines/plan-periods/renewal-mails';
import { simChangedMail } from '../../src/modules/lines/sim-change/sim-change-mails';
import { accountDeletedMail } from '../../src/modules/privacy/account-deletion-mails';
import { emailChangedMail } from '../../src/modules/profile/services/profile-mails';
import { transcriptMail } from '../../src/modules/support/services/chat-mails';
import type { MessageRecord } from '../../src/modules/support/repositories/conversation-repository';

const CONTEXT = { brandName: 'Brightline Mobile', publicUrl: 'https://brightline.example' };
/** 02:05 UTC on November 25: 9:05 PM on November 24 in New York. */
const EVENING = new Date('2026-11-25T02:05:00.000Z');
const DAY = 'November 24, 2026';
const DAY_TIME = 'November 24, 2026 at 9:05 PM EST';

describe('dates in mails', () => {
  it("are the customer's day in the brand's time zone, never tomorrow's UTC date", () => {
    const reminder = renewalReminderMail(
      {
        to: 'ada@example.com',
        firstName: 'Ada',
        nickname: 'Line 1',
        mdn: '5125550101',
        planName: 'Unlimited',
        amountCents: 3869,
        card: { network: 'visa', last4: '4242' },
        renewsOn: EVENING,
      },
      CONTEXT,
    );
    const sim = simChangedMail(
      'ada@example.com',
      { mdn: '5125550101', simType: 'esim', iccid: '8901260123456789011', at: EVENING },
      CONTEXT,
    );
    const texts = [
      reminder.subject + reminder.text,
      sim.text,
      passwordChangedMail('ada@example.com', EVENING, CONTEXT).text,
      emailChangedMail('ada@example.com', 'grace@example.com', EVENING, CONTEXT).text,
    ];
    expect(reminder.text).toContain(DAY);
    for (const text of texts.slice(1)) expect(text).toContain(DAY_TIME);
    for (const text of texts) expect(text).not.toMatch(/November 25|UTC|GMT/);
  });

  it('in the care mails, the deletion notice and the chat transcript too', () => {
    const grace = careActionMail(
      'ada@example.com',
      { kind: 'grace_extended', mdn: '5125550101', nextTry: EVENING },
      CARE_ACTION_REASONS[0],
      CONTEXT,
    );
    const receipt = receiptMail(
      'ada@example.com',
      {
        id: 'R-1',
        at: EVENING,
        item: 'Unlimited',
        cents: { orderTotal: 3500, tax: 219, regulatoryFee: 150, activationFee: 0, discount: 0, final: 3869 },
        card: { network: 'visa', last4: '4242' },
      } as unknown as Parameters<typeof receiptMail>[1],
      CONTEXT,
    );
    const deleted = accountDeletedMail(
      { to: 'ada@example.com', firstName: 'Ada', linesCancelled: 0, dueAt: EVENING },
      CONTEXT,
    );
    const transcript = transcriptMail(
      'ada@example.com',
      'Ada',
      [{ author: 'customer', agentName: null, body: 'Hello', createdAt: EVENING } as MessageRecord],
      CONTEXT,
    );
    expect(JSON.stringify(grace)).toContain(DAY_TIME);
    expect(receipt.text).toContain(`Date: ${DAY_TIME}`);
    expect(deleted.text).toContain(`by ${DAY}.`);
    expect(transcript.text).toContain(`[${DAY_TIME}] Ada:`);
    for (const mail of [grace, receipt, deleted, transcript]) {
      expect(JSON.stringify(mail)).not.toMatch(/November 25|2026-11-25|UTC|GMT/);
    }
  });
});
