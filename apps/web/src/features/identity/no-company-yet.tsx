import { MessagePage } from '@/ui/message-page';

/** An account page that belongs to a company (Requests, Conversations, Service Manager), for someone without one. */
export function NoCompanyYet({ title, text }: { title: string; text: string }) {
  return (
    <MessagePage title={title} text={text} action={<a href="/business/new">List your business for free</a>} />
  );
}
