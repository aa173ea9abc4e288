import { useEffect, useMemo } from 'react';
import { zChatMessageBody, zVisitorStart, type SupportHours } from '@mvno/contracts/api/chat';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { FormField } from '../../../components/form/form-field';
import { ContactFields } from '../../../entities/contact/contact-fields';
import { Button } from '../../../components/ui/button';
import { ChatMessages } from '../../../components/ui/chat-messages';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatOpeningTime } from '../../../lib/format-date';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { t, useT } from '../../../lib/i18n';
import { endChatFrame } from '../../../lib/first-taps';
import { useAppStore } from '../../../lib/store';
import { useChat } from '../hooks/use-chat';
import './chat-panel.css';

const text = PRODUCT_MESSAGES.web;
const FIELD_IDS = { name: 'chat-visitor-name', message: 'chat-message' } as const;

function awayNote(hours: SupportHours | undefined): string | undefined {
  if (!hours || hours.open || !hours.nextOpenAt) return undefined;
  return t(text.chatAway(formatOpeningTime(hours.nextOpenAt)));
}

type ChatPanelProps = {
  open: boolean;
  onClose: () => void;
  /** The launcher, which gets the focus back on close. */
  launcher: React.RefObject<HTMLButtonElement | null>;
};

/**
 * The customer's chat (loaded on first open, its own chunk): the conversation with times, a
 * box to write, the note outside support hours; a visitor first gives a name and an email.
 * Always mounted once loaded, so replies arrive (and count as unread) while it is closed.
 */
export default function ChatPanel({ open, onClose, launcher }: ChatPanelProps) {
  const t = useT();
  const chat = useChat(open);
  const note = awayNote(chat.hours);
  const needsIntro = chat.identity.kind === 'none';
  // The first field takes the focus on open (the name, or the message box).
  const firstFieldId = needsIntro ? FIELD_IDS.name : FIELD_IDS.message;
  // Open: the frame the first script showed in its place, if any, goes (app/first-tap.ts).
  useEffect(() => {
    if (open) endChatFrame();
  }, [open]);
  const firstField = useMemo(
    () => ({
      get current() {
        return document.getElementById(firstFieldId);
      },
    }),
    [firstFieldId],
  );

  return (
    <Modal
      open={open}
      title={t(text.chatTitle)}
      onClose={onClose}
      className="chat-panel"
      initialFocus={firstField}
      returnFocus={launcher}
      description={needsIntro ? t(text.chatIntro) : undefined}
    >
      {note && (
        <p className="chat-panel__note" role="note">
          {note}
        </p>
      )}
      {chat.claiming || (chat.query.isPending && !needsIntro) ? (
        <Spinner label={t('Loading the chat')} />
      ) : chat.query.isError && !needsIntro ? (
        <div className="chat-panel__error">
          <p role="alert">{t(text.chatLoadFailed)}</p>
          <Button variant="secondary" onClick={() => void chat.query.refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : needsIntro ? (
        <VisitorIntro chat={chat} />
      ) : (
        <>
          {chat.conversation && chat.conversation.messages.length > 0 ? (
            <ChatMessages
              messages={chat.conversation.messages}
              label={t('Messages')}
              customerLabel={t(text.chatYou)}
              agentLabel={(name) => `${name || t(text.chatSupport)} · ${t(text.chatSupport)}`}
              ownAuthor="customer"
            />
          ) : (
            <p className="chat-panel__empty">{t(text.chatEmpty)}</p>
          )}
          {chat.conversation?.status === 'closed' && (
            <p className="chat-panel__closed">{t(text.chatClosed)}</p>
          )}
          {chat.status === 'offline' && <p className="chat-panel__offline">{t(text.chatOffline)}</p>}
          <Composer chat={chat} />
        </>
      )}
    </Modal>
  );
}

type Chat = ReturnType<typeof useChat>;

function useNotifyFailure() {
  const notify = useAppStore((s) => s.notify);
  return (error: unknown, leftOver: string | undefined) =>
    notify({ error: true, message: leftOver ?? (error instanceof ApiError ? error.message : undefined) });
}

function Composer({ chat }: { chat: Chat }) {
  const t = useT();
  const form = useSchemaForm(zChatMessageBody, { message: '' });
  const failed = useNotifyFailure();
  // Shown once the conversation has loaded, after the dialog took the focus: take it over.
  useEffect(() => form.setFocus('message'), [form]);
  const onSubmit = form.handleSubmit(async ({ message }) => {
    try {
      await chat.send.mutateAsync(message);
      form.reset({ message: '' });
      form.setFocus('message');
    } catch (error) {
      failed(error, applyServerErrors(error, form.setError, ['message']));
    }
  });
  return (
    <form className="chat-panel__composer" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField form={form} name="message" id={FIELD_IDS.message} label={t('Message')} multiline rows={3} />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('Send')}
        </Button>
      </div>
    </form>
  );
}

function VisitorIntro({ chat }: { chat: Chat }) {
  const t = useT();
  const form = useSchemaForm(zVisitorStart, { name: '', email: '', message: '' });
  const failed = useNotifyFailure();
  useEffect(() => form.setFocus('name'), [form]);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await chat.start.mutateAsync(values);
    } catch (error) {
      failed(error, applyServerErrors(error, form.setError, ['name', 'email', 'message']));
    }
  });
  return (
    <form className="chat-panel__composer" onSubmit={(event) => void onSubmit(event)} noValidate>
      <ContactFields form={form} nameId={FIELD_IDS.name} rows={3} submitLabel={t('Start chat')} />
    </form>
  );
}
