import { useEffect, useState } from 'react';
import { zChatMessageBody } from '@mvno/contracts/api/chat';
import type { ConversationDetail } from '@mvno/contracts/api/support-inbox';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { ChatMessages } from '../../../components/ui/chat-messages';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import type { ConnectionStatus } from '../../../lib/chat-connection';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAppStore } from '../../../lib/store';
import { useConversation, useConversationActions } from './api/use-inbox';
import { CannedReplies } from './canned-replies';
import { CustomerPanel } from './customer-panel';

type PaneProps = { id: string; agentId: string; status: ConnectionStatus };

/** One conversation: who it is, take, reply, close; the customer's account beside it. */
export function ConversationPane({ id, agentId, status }: PaneProps) {
  const conversation = useConversation(id, status);
  const actions = useConversationActions(id);
  const notify = useAppStore((s) => s.notify);
  const [closing, setClosing] = useState(false);
  const data = conversation.data;
  const unread = data?.unread ?? 0;

  // What an agent has open counts as read for every agent.
  const { mutate: markRead } = actions.markRead;
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead]);

  if (conversation.isPending) return <Spinner label="Loading the conversation" />;
  if (!data) return <p role="alert">{PRODUCT_MESSAGES.support.conversationNotFound}</p>;

  const failed = (error: unknown) =>
    notify({ error: true, message: error instanceof ApiError ? error.message : undefined });
  const mine = data.assignedAgent?.id === agentId;
  const open = data.status === 'open';

  return (
    <>
      <section className="inbox__conversation" aria-labelledby="conversation-title">
        <div className="inbox__conversation-head">
          <div>
            <h2 id="conversation-title" className="inbox__conversation-title">
              {data.name}
            </h2>
            <p className="inbox__conversation-who">
              {data.email ? `${data.email} · ` : ''}
              {data.customerId ? STAFF_MESSAGES.inbox.customer : STAFF_MESSAGES.inbox.visitor}
            </p>
            <p className="inbox__conversation-who">
              {open
                ? data.assignedAgent
                  ? `Assigned to ${mine ? 'you' : data.assignedAgent.name}`
                  : 'Unassigned'
                : 'Closed'}
            </p>
          </div>
          {open && (
            <div className="inbox__conversation-actions">
              {!mine && (
                <Button
                  variant="secondary"
                  loading={actions.take.isPending}
                  onClick={() => actions.take.mutate(undefined, { onError: failed })}
                >
                  Take
                </Button>
              )}
              <Button variant="secondary" onClick={() => setClosing(true)}>
                Close conversation
              </Button>
            </div>
          )}
        </div>
        <ChatMessages
          messages={data.messages}
          customerLabel={data.name}
          agentLabel={(name) => `${name || 'Support'} (agent)`}
          ownAuthor="agent"
          label={`Messages with ${data.name}`}
        />
        {open ? (
          <ReplyForm conversation={data} actions={actions} />
        ) : (
          <p>{PRODUCT_MESSAGES.support.conversationClosed}</p>
        )}
      </section>
      <CustomerPanel id={id} isCustomer={data.customerId !== null} />
      <CloseDialog
        open={closing}
        loading={actions.close.isPending}
        onCancel={() => setClosing(false)}
        onConfirm={(sendTranscript) =>
          actions.close.mutate(sendTranscript, {
            onSuccess: (answer) => {
              setClosing(false);
              notify({ message: answer.message });
            },
            onError: failed,
          })
        }
      />
    </>
  );
}

function ReplyForm({
  conversation,
  actions,
}: {
  conversation: ConversationDetail;
  actions: ReturnType<typeof useConversationActions>;
}) {
  const form = useSchemaForm(zChatMessageBody, { message: '' });
  const notify = useAppStore((s) => s.notify);
  const onSubmit = form.handleSubmit(async ({ message }) => {
    try {
      await actions.reply.mutateAsync(message);
      form.reset({ message: '' });
      form.setFocus('message');
    } catch (error) {
      const leftOver = applyServerErrors(error, form.setError, ['message']);
      notify({ error: true, message: leftOver ?? (error instanceof ApiError ? error.message : undefined) });
    }
  });
  return (
    <form className="inbox__reply" onSubmit={(event) => void onSubmit(event)} noValidate>
      <CannedReplies
        name={conversation.name}
        language={conversation.language ?? 'en-US'}
        onInsert={(text) => {
          form.setValue('message', text, { shouldDirty: true, shouldValidate: false });
          form.setFocus('message');
        }}
      />
      <FormField form={form} name="message" label={`Reply to ${conversation.name}`} multiline rows={3} />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Send reply
        </Button>
      </div>
    </form>
  );
}

function CloseDialog({
  open,
  loading,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  loading: boolean;
  onCancel: () => void;
  onConfirm: (sendTranscript: boolean) => void;
}) {
  const [sendTranscript, setSendTranscript] = useState(true);
  return (
    <Modal
      open={open}
      title="Close this conversation?"
      description="The customer can write again later; that reopens it."
      onCancel={onCancel}
      onConfirm={() => onConfirm(sendTranscript)}
      confirmLabel="Close conversation"
      confirmLoading={loading}
    >
      <label className="inbox__transcript">
        <input
          type="checkbox"
          checked={sendTranscript}
          onChange={(e) => setSendTranscript(e.target.checked)}
        />
        Mail the transcript to the customer
      </label>
    </Modal>
  );
}
