'use client';

import { searchMessages } from '@porchlight/core/search/search.messages';
import type { ReactNode } from 'react';
import { showError, showSuccess } from '@/lib/alerts';
import { buttonProps } from '@/ui/button-style';

/** Copies through a hidden text area where the Clipboard API is missing or refused (plain http, old browsers). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/**
 * 'Share this link': copies the page address and says 'Link copied to clipboard' (spec 3 §2.6). The
 * icon is drawn by the server page, so its drawing is not in the page's JavaScript.
 */
export function ShareLinkButton({ icon }: { icon: ReactNode }) {
  const share = async () => {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      if (!copyWithSelection(url)) {
        showError(url, 'Copy this link');
        return;
      }
    }
    showSuccess(searchMessages.linkCopied);
  };

  return (
    <button type="button" {...buttonProps({ variant: 'default' })} data-with-left-section onClick={share}>
      {icon}
      <span>Share this link</span>
    </button>
  );
}
