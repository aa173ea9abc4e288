/**
 * The one seam of notices (decision 087): every module's mail goes through here on its way to the
 * mail queue. A mail that is a notice (notice-kinds.ts) goes by mail, by text to the recipient's
 * lines, or both, as its recipient chose for its kind; everything else goes by mail unchanged. A
 * customer with no line that can take a text gets the mail.
 */
import type { MailQueue, QueuedMail } from '../../lib/mail';
import { NOTICE_KIND_OF_MAIL, textOfMail } from './notice-kinds';
import type { NoticePreferencesRepository } from './notice-preferences-repository';
import type { NoticeText } from './notice-texts';

export function createNoticeMail(deps: {
  mail: MailQueue;
  texts: { send: (text: NoticeText) => Promise<void> };
  repository: Pick<NoticePreferencesRepository, 'userByEmail' | 'preferencesOf' | 'textNumbersOf'>;
  brandName: string;
}): MailQueue {
  const { mail, texts, repository, brandName } = deps;
  return {
    async send({ notice, ...plain }: QueuedMail) {
      const kind = notice ? NOTICE_KIND_OF_MAIL[notice] : undefined;
      const userId = kind ? await repository.userByEmail(plain.to) : undefined;
      if (!kind || !userId) return mail.send(plain);
      const channel = (await repository.preferencesOf(userId))[kind];
      const numbers = channel === 'mail' ? [] : await repository.textNumbersOf(userId);
      if (numbers.length === 0) return mail.send(plain);
      if (channel === 'both') await mail.send(plain);
      const text = textOfMail(plain, brandName);
      // A text-only notice carries its mail (once), sent instead if the carrier refuses the text for good.
      const fallback = channel === 'text' ? plain : undefined;
      for (const [index, to] of numbers.entries())
        await texts.send({
          to,
          text,
          userId,
          kind,
          ...(notice ? { notice } : {}),
          ...(fallback && index === 0 ? { fallback } : {}),
        });
    },
  };
}
