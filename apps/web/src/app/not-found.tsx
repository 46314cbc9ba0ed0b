import { ButtonLink } from '@/ui/button-link';
import { MessagePage } from '@/ui/message-page';

export default function NotFound() {
  return (
    <MessagePage
      code="404"
      title="Page not found"
      text="The page you are looking for does not exist or has moved."
      action={<ButtonLink href="/">Go to the home page</ButtonLink>}
    />
  );
}
