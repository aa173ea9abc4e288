import { useState } from 'react';
import type { Language } from '@mvno/contracts/locales/catalogue';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { Dropdown } from '../../../components/ui/dropdown';
import { LANGUAGE_NAMES } from '../shell/customer-language';

const REPLIES = STAFF_MESSAGES.inbox.cannedReplies;
type ReplyId = keyof typeof REPLIES;

const REPLY_OPTIONS = (Object.keys(REPLIES) as ReplyId[]).map((id) => ({
  value: id,
  label: REPLIES[id].label,
}));
const LANGUAGE_OPTIONS = (Object.keys(LANGUAGE_NAMES) as Language[]).map((value) => ({
  value,
  label: LANGUAGE_NAMES[value],
}));

/** A canned reply's text in a language, with the customer's first name in it. */
export function cannedReply(id: ReplyId, language: Language, name: string): string {
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  return REPLIES[id][language].replaceAll('{name}', firstName);
}

/**
 * Pick a canned reply and its language (the customer's by default, decision 057); Insert puts it in the
 * reply box, where the agent may edit it before sending.
 */
export function CannedReplies({
  name,
  language,
  onInsert,
}: {
  /** The customer's name as the conversation shows it. */
  name: string;
  language: Language;
  onInsert: (text: string) => void;
}) {
  const [reply, setReply] = useState<ReplyId | ''>('');
  const [chosen, setChosen] = useState<Language>(language);
  return (
    <div className="inbox__canned" role="group" aria-label="Canned replies">
      <Dropdown
        label="Canned reply"
        name="cannedReply"
        placeholder="Choose a canned reply"
        options={REPLY_OPTIONS}
        value={reply}
        onChange={(value) => setReply(value as ReplyId | '')}
      />
      <Dropdown
        label="Reply language"
        name="cannedReplyLanguage"
        options={LANGUAGE_OPTIONS}
        value={chosen}
        onChange={(value) => setChosen(value as Language)}
      />
      <Button
        type="button"
        variant="secondary"
        disabled={reply === ''}
        onClick={() => reply !== '' && onInsert(cannedReply(reply, chosen, name))}
      >
        Insert
      </Button>
    </div>
  );
}
