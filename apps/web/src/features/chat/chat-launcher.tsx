'use client';

import { insightAttribute } from '@porchlight/core/insights/insight-beacon.constants';
import { IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { buttonProps } from '@/ui/button-style';
import classes from './chat-launcher.module.css';
import { conversationsHref } from './conversations-href';

/** The panel, its socket client and its form load on the first click: most visitors never chat. */
const ChatPanel = lazyComponent(() => import('./chat-panel').then((m) => m.ChatPanel));

/**
 * The floating Live Chat button on profiles whose provider has chat on (spec 1 "Page routing",
 * spec 3 §2.3). The provider's own people answer from their conversations page instead.
 */
export function ChatLauncher({
  vanityNameLC,
  providerName,
  isOwner,
}: {
  vanityNameLC: string;
  providerName: string;
  isOwner: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const label = (
    <>
      <IconMessageCircle size={20} aria-hidden />
      <span>{isOwner ? 'Your chats' : 'Live Chat'}</span>
    </>
  );

  if (isOwner) {
    return (
      <div className={classes.launcher}>
        <a
          href={conversationsHref(vanityNameLC)}
          {...buttonProps({ size: 'md', radius: 'xl' }, classes.button)}
          data-with-left-section
        >
          {label}
        </a>
      </div>
    );
  }

  return (
    <div className={classes.launcher}>
      {opened && (
        <ChatPanel vanityNameLC={vanityNameLC} providerName={providerName} onClose={() => setOpened(false)} />
      )}
      <button
        type="button"
        {...buttonProps({ size: 'md', radius: 'xl' }, classes.button)}
        data-with-left-section
        aria-expanded={opened}
        {...insightAttribute('chat-start')}
        onClick={() => setOpened((open) => !open)}
      >
        {label}
      </button>
    </div>
  );
}
