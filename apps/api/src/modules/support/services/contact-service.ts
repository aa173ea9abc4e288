import type { ContactForm } from '@mvno/contracts/forms';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { Log } from '../../../lib/log';
import type { MailSender } from '../../../lib/mail';
import type { RateLimiter } from '../../../lib/rate-limiter';
import type { ChatEvent } from '../live/event-bus';
import type { ContactRepository } from '../repositories/contact-repository';
import type { ConversationRepository } from '../repositories/conversation-repository';

/** Five messages an hour from one address is plenty for a person and little use to a spammer. */
const CONTACT_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 };

type ContactDeps = {
  messages: ContactRepository;
  /** Each message also opens a conversation in the agents' inbox, so staff answer in one place. */
  conversations: ConversationRepository;
  publish: (event: ChatEvent) => Promise<void>;
  mail: MailSender;
  limiter: RateLimiter;
  supportEmail: string;
  log: Log;
};

/** Stores the message first (nothing is lost), then tells support by mail. */
export function createContactService({
  messages,
  conversations,
  publish,
  mail,
  limiter,
  supportEmail,
  log,
}: ContactDeps) {
  return {
    /** `language`: the page's, for the reply mailed to the sender (decision 066). */
    async send(form: ContactForm, ip: string, language?: string): Promise<{ message: string }> {
      await limiter.consume('contact', CONTACT_LIMIT, ip);
      const saved = await messages.insert(form);
      const { conversation, message } = await conversations.create(
        {
          customerId: null,
          visitorTokenHash: null,
          name: form.name,
          email: form.email,
          source: 'contact_form',
          language: language ?? null,
        },
        { author: 'customer', agentId: null, body: form.message },
      );
      await publish({ kind: 'message', conversationId: conversation.id, messageId: message.id }).catch(
        (error: unknown) =>
          log.error({ err: error, conversationId: conversation.id }, 'chat event not published'),
      );
      try {
        await mail.send({
          to: supportEmail,
          subject: `Contact form: ${form.name}`,
          text: `From: ${form.name} <${form.email}>\nMessage id: ${saved.id}\n\n${form.message}`,
        });
      } catch (error) {
        // The message is stored; support reads the table if the mail relay is down.
        log.error({ err: error, messageId: saved.id }, 'contact mail not sent');
      }
      return { message: PRODUCT_MESSAGES.support.contactThanks };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
