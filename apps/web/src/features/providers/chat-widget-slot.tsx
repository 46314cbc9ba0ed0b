'use client';

import { IconMessageCircle } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonProps } from '@/ui/button-style';
import classes from './profile-frame.module.css';

/**
 * Shown only when the provider has chat on (spec 1 "Page routing"); live chat itself comes with the chat
 * issue. The note opens above the button, placed by CSS: a Popover would bring the floating stack.
 */
export function ChatWidgetSlot({ providerName }: { providerName: string }) {
  const [opened, setOpened] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const noteId = useId();

  // A click elsewhere or Escape closes it.
  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpened(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpened(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [opened]);

  return (
    <div ref={rootRef} className={classes.chat}>
      {opened && (
        <div id={noteId} role="dialog" aria-label={`Chat with ${providerName}`} className={classes.chatNote}>
          <p className={classes.chatNoteTitle}>Chat with {providerName}</p>
          <p className={classes.chatNoteText}>
            Live chat is almost here. Until then, use the Contact page and we will get back to you.
          </p>
        </div>
      )}
      <button
        type="button"
        {...buttonProps({ size: 'md', radius: 'xl' }, classes.chatButton)}
        data-with-left-section
        aria-expanded={opened}
        aria-controls={opened ? noteId : undefined}
        onClick={() => setOpened((open) => !open)}
      >
        <IconMessageCircle size={20} aria-hidden />
        <span>Live Chat</span>
      </button>
    </div>
  );
}
