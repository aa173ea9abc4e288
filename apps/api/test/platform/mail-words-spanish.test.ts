/**
 * Mails whose Spanish has more than words (decision 058): product messages quoted through the
 * contracts' catalogues, lists, and the account deletion's mail without a link; English unchanged.
 */
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../src/lib/mail';
import { portRejectedMail } from '../../src/modules/lines/lines/port-mails';
import { portOutRequestMail } from '../../src/modules/lines/port-out/port-out-mails';
import { accountDeletedMail } from '../../src/modules/privacy/account-deletion-mails';
import { priceChangeMail } from '../../src/modules/shop/catalogue/price-change-mails';
import { transcriptMail } from '../../src/modules/support/services/chat-mails';
import type { MessageRecord } from '../../src/modules/support/repositories/conversation-repository';
import { PORT_REJECTION_REASONS } from '@mvno/contracts/product-messages';

const CONTEXT = { brandName: 'Brightline Mobile', publicUrl: 'https://brightline.example' };
const ES = inLanguage(CONTEXT, 'es-US');
const AT = new Date('2026-11-25T02:05:00.000Z');

describe('mails in Spanish', () => {
  it("quote a port's refusal reason in Spanish, and in English for an English account", () => {
    const facts = {
      to: 'a@x.test',
      firstName: 'Ana',
      msisdn: '5125550199',
      nickname: 'Mi línea',
      temporaryMdn: null,
    };
    const reasonText = PORT_REJECTION_REASONS.pin_mismatch;
    const es = portRejectedMail({ ...facts, reasonText }, ES);
    expect(es.text).toContain('El PIN no coincide con los registros de su compañía anterior.');
    expect(es.text).not.toContain(reasonText);
    expect(portRejectedMail({ ...facts, reasonText }, CONTEXT).text).toContain(reasonText);

    const refused = portOutRequestMail(
      'a@x.test',
      '5125550143',
      'Another carrier',
      { accepted: false, reason: 'number_locked' },
      ES,
    );
    expect(refused.text).toContain('Otra compañía pidió transferir su número (512) 555-0143');
    expect(refused.text).toContain('La solicitud se rechazó: El Bloqueo de número está activado.');
  });

  it('write the price notice, the deletion mail and the transcript in Spanish', () => {
    const notice = priceChangeMail(
      {
        to: 'a@x.test',
        firstName: 'Ana',
        planName: 'Unlimited',
        oldPriceCents: 4000,
        newPriceCents: 123456,
        lines: [{ nickname: null, mdn: '5125550143', newPriceFrom: AT }],
      },
      ES,
    );
    expect(notice.subject).toBe('Brightline Mobile: un precio nuevo para Unlimited');
    expect(notice.text).toContain('cambia de $40.00 a $1,234.56 por período');
    expect(notice.text).toContain(
      '- "(512) 555-0143" ((512) 555-0143): $1,234.56 a partir de la renovación del 24 de noviembre de 2026',
    );

    const deleted = accountDeletedMail(
      { to: 'a@x.test', firstName: 'Ana', linesCancelled: 2, dueAt: AT },
      { brandName: 'Brightline Mobile', language: 'es-US' },
    );
    expect(deleted.subject).toBe('Se eliminó su cuenta de Brightline Mobile');
    expect(deleted.text).toContain('Sus 2 líneas se cancelaron ahora');
    expect(deleted.text).toContain('Lo que se elimina: Todas sus líneas se cancelan ahora');
    expect(deleted.text).not.toMatch(/What goes|What we keep/);
    const english = accountDeletedMail(
      { to: 'a@x.test', firstName: 'Ana', linesCancelled: 2, dueAt: AT },
      { brandName: 'Brightline Mobile' },
    );
    expect(english.text).toContain('Your 2 lines were cancelled now');

    const transcript = transcriptMail(
      'a@x.test',
      'Ana',
      [{ author: 'agent', agentName: null, body: 'Hola', createdAt: AT } as MessageRecord],
      ES,
    );
    expect(transcript.subject).toBe(
      'Su conversación con el servicio de atención al cliente de Brightline Mobile',
    );
    expect(transcript.text).toContain('Atención al cliente (Brightline Mobile):\n    Hola');
  });
});
