'use client';

import { Button, CloseButton, Loader, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { chatMessages } from '@porchlight/core/chat/chat.messages';
import {
  chatRecipientsRoute,
  sendMessageRoute,
  startConversationRoute,
} from '@porchlight/core/chat/chat.routes';
import {
  memberChatIntroSchema,
  type VisitorChatIntro,
  visitorChatIntroSchema,
} from '@porchlight/core/chat/chat.schemas';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '@/features/identity/current-user-context';
import { callApi } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import classes from './chat.module.css';
import {
  conversationWith,
  forgetConversation,
  rememberConversation,
  type StoredConversation,
} from './chat-cookies';
import { ChatComposer, ChatMessages, ConnectionNote } from './chat-thread';
import { useConversation } from './use-conversation';

type PanelState =
  | { kind: 'loading' }
  | { kind: 'off' }
  | { kind: 'intro' }
  | { kind: 'chat'; conversation: StoredConversation };

/** The Live Chat panel on a profile (spec 3 §2.3): loaded the first time a visitor opens it. */
export function ChatPanel({
  vanityNameLC,
  providerName,
  onClose,
}: {
  vanityNameLC: string;
  providerName: string;
  onClose: () => void;
}) {
  const [state, setState] = useState<PanelState>({ kind: 'loading' });

  // Resume this browser's conversation with the provider, or ask whether its chat is on.
  useEffect(() => {
    const stored = conversationWith(vanityNameLC);
    if (stored) return setState({ kind: 'chat', conversation: stored });
    let live = true;
    callApi(chatRecipientsRoute, { params: { vanityNameLC } })
      .then(({ data }) => live && setState({ kind: data.length ? 'intro' : 'off' }))
      .catch(() => live && setState({ kind: 'off' }));
    return () => {
      live = false;
    };
  }, [vanityNameLC]);

  return (
    <section className={classes.panel} aria-label={`Chat with ${providerName}`} role="dialog">
      <header className={classes.panelHeader}>
        <div>
          <Text fw={700} size="sm">
            {providerName}
          </Text>
          <Text size="xs" c="dimmed">
            Live chat
          </Text>
        </div>
        <CloseButton aria-label="Close chat" onClick={onClose} />
      </header>
      {state.kind === 'loading' && (
        <div className={classes.center}>
          <Loader size="sm" />
        </div>
      )}
      {state.kind === 'off' && (
        <Text size="sm" className={classes.notice}>
          {chatMessages.chatOff}
        </Text>
      )}
      {state.kind === 'intro' && (
        <ChatIntro
          vanityNameLC={vanityNameLC}
          providerName={providerName}
          onStarted={(conversation) => setState({ kind: 'chat', conversation })}
        />
      )}
      {state.kind === 'chat' && (
        <ChatConversation
          conversation={state.conversation}
          onGone={() => {
            forgetConversation(state.conversation.id);
            setState({ kind: 'intro' });
          }}
        />
      )}
    </section>
  );
}

function ChatConversation({
  conversation,
  onGone,
}: {
  conversation: StoredConversation;
  onGone: () => void;
}) {
  const { messages, missing, status, receive } = useConversation(conversation.id, {
    side: 'visitor',
    join: true,
  });
  useEffect(() => {
    if (missing) onGone();
  }, [missing, onGone]);

  return (
    <>
      <ChatMessages
        messages={messages}
        mySide="visitor"
        emptyText={`Say hello: ${conversation.providerName} will answer here.`}
      />
      <ConnectionNote status={status} />
      <ChatComposer
        onSend={async (text) => {
          receive(
            await callApi(sendMessageRoute, { body: { conversationId: conversation.id, message: text } }),
          );
        }}
      />
    </>
  );
}

/**
 * The first message. A visitor without an account also gives a name and e-mail, so the provider can
 * answer by e-mail after they leave; a logged-in user chats under their account.
 */
function ChatIntro({
  vanityNameLC,
  providerName,
  onStarted,
}: {
  vanityNameLC: string;
  providerName: string;
  onStarted: (conversation: StoredConversation) => void;
}) {
  const { user } = useCurrentUser();
  const [values, setValues] = useState<VisitorChatIntro>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof VisitorChatIntro, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof VisitorChatIntro) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  async function start() {
    const parsed = (user ? memberChatIntroSchema : visitorChatIntroSchema).safeParse(values);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof VisitorChatIntro] ??= issue.message;
      return setErrors(found);
    }
    setBusy(true);
    setFailure(null);
    try {
      const identity = user ? {} : { name: values.name.trim(), email: values.email.trim() };
      const started = await callApi(startConversationRoute, {
        body: { recipients: [vanityNameLC], ...identity },
      });
      const conversation = {
        id: started.id,
        vanityNameLC,
        providerName: started.providerName,
        providerImage: started.providerImage,
      };
      rememberConversation(conversation);
      await callApi(sendMessageRoute, { body: { conversationId: started.id, message: parsed.data.message } });
      onStarted(conversation);
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  }

  return (
    <form
      className={classes.intro}
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm">
          Questions for {providerName}? Send a message and they will answer here
          {user ? '.' : ', or by e-mail if you have left.'}
        </Text>
        {!user && (
          <>
            <TextInput label="Your name" autoComplete="name" required {...field('name')} />
            <TextInput label="Email" type="email" autoComplete="email" required {...field('email')} />
          </>
        )}
        <Textarea label="Message" autosize minRows={2} maxRows={5} required {...field('message')} />
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
        <Button type="submit" loading={busy} disabled={!values.message.trim()}>
          Start chat
        </Button>
      </Stack>
    </form>
  );
}
