'use client';

import { buttonProps } from '@/ui/button-style';
import { MessagePage } from '@/ui/message-page';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <MessagePage
      title="Something went wrong"
      text="We are unable to retrieve your information at this time. Please try again later."
      action={
        <button type="button" onClick={reset} {...buttonProps({})}>
          <span>Try again</span>
        </button>
      }
    />
  );
}
