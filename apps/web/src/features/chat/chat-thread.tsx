'use client';

import { ActionIcon, Loader, Text, Textarea } from '@mantine/core';
import { CHAT_MESSAGE_MAX_LENGTH } from '@porchlight/core/chat/chat.constants';
import type { ChatMessage, ChatSender } from '@porchlight/core/chat/chat.schemas';
import { IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import classes from './chat.module.css';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** The messages, newest at the bottom, kept in view as new ones arrive. Text is shown as text. */
export function ChatMessages({
  messages,
  mySide,
  emptyText,
}: {
  messages: ChatMessage[];
  mySide: ChatSender;
  emptyText: string;
}) {
  const endRef = useRef<HTMLDivElement>(null);
  const count = messages.length;
  useEffect(() => {
    if (count) endRef.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  return (
    <div className={classes.messages} role="log" aria-live="polite" aria-label="Messages">
      {count === 0 && <p className={classes.empty}>{emptyText}</p>}
      {messages.map((message) => (
        <div
          key={message.id}
          className={classes.message}
          data-mine={message.sender === mySide || undefined}
          data-testid="chat-message"
        >
          <div className={classes.bubble}>{message.message}</div>
          <span className={classes.meta}>
            {message.sender === mySide ? 'You' : message.senderName} ·{' '}
            {timeFormat.format(new Date(message.createdAt))}
          </span>
        </div>
      ))}
      <div ref={endRef} />
    </div>
  );
}

/**
 * The box to write in: Send stays disabled until something is typed (spec 3 §5); Enter sends and
 * Shift+Enter starts a new line. The text stays if sending fails, with the server's reason below.
 */
export function ChatComposer({
  onSend,
  placeholder = 'Type a message',
}: {
  onSend: (text: string) => Promise<void>;
  placeholder?: string;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canSend = text.trim().length > 0 && !sending;

  async function send() {
    if (!canSend) return;
    setSending(true);
    setError(null);
    try {
      await onSend(text.trim());
      setText('');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  const nearLimit = text.length > CHAT_MESSAGE_MAX_LENGTH - 200;
  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      noValidate
    >
      <Textarea
        aria-label="Your message"
        placeholder={placeholder}
        autosize
        minRows={1}
        maxRows={5}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={error}
        description={
          nearLimit
            ? `${text.length.toLocaleString('en-US')} of ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`
            : undefined
        }
        className={classes.composerInput}
      />
      <ActionIcon
        type="submit"
        size="lg"
        radius="xl"
        aria-label="Send"
        disabled={!canSend}
        className={classes.sendButton}
      >
        {sending ? <Loader size={16} color="white" /> : <IconSend size={18} aria-hidden />}
      </ActionIcon>
    </form>
  );
}

/** Shown while live delivery is down (not on the first connect, which is quick): sending still works. */
export function ConnectionNote({ status }: { status: 'connecting' | 'open' | 'offline' }) {
  if (status !== 'offline') return null;
  return (
    <Text size="xs" c="dimmed" className={classes.connection} role="status">
      Reconnecting… messages you send still arrive.
    </Text>
  );
}
