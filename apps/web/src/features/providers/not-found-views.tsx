import { profileTitles } from '@porchlight/core/providers/profile.rules';
import { decodeSegment } from '@porchlight/core/text/url-segments';
import { getRequestSite } from '@/lib/request-site';
import { ButtonLink } from '@/ui/button-link';
import { MessagePage } from '@/ui/message-page';

function Message({ title, text, showCode = true }: { title: string; text: string; showCode?: boolean }) {
  return (
    <MessagePage
      width={640}
      code={showCode ? '404' : undefined}
      title={title}
      text={text}
      action={<ButtonLink href="/search">Find a pro</ButtonLink>}
    />
  );
}

/** The vanity name of /company/{vanityName}/…, from the path the host process hands to Next. */
function vanityNameOf(path: string): string {
  const match = /^\/company\/([^/?#]+)/.exec(path);
  return match?.[1] ? decodeSegment(match[1]) : '';
}

/**
 * '<404> Company "{x}" Not Found' (spec 1 "Page routing"), answered with HTTP status 404 (set by the
 * host process). Without a name (a notFound() thrown below /company) it reads the path being rendered.
 */
export async function CompanyNotFoundView({ vanityName: given }: { vanityName?: string }) {
  const vanityName = given ?? vanityNameOf((await getRequestSite()).path);
  const title = vanityName ? profileTitles.notFound(vanityName) : profileTitles.urlRequired();
  return (
    <Message
      title={title}
      showCode={false}
      text="We could not find a company at this address. It may have moved, or it is not public yet."
    />
  );
}

/** /company without a vanity name. */
export function CompanyUrlRequiredView() {
  return (
    <Message
      title={profileTitles.urlRequired()}
      text="Add the company's name to the address, like /company/bright-nest-cleaning, or search for a pro."
    />
  );
}

/** A page the profile does not have (/company/{vanityName}/nothing-here). */
export function ProfilePageNotFoundView() {
  return <MessagePage inline title="Page not found" text="This company has no page at this address." />;
}
