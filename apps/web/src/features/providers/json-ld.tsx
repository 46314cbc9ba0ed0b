import type { Profile } from '@porchlight/core/providers/profile.schemas';
import { localBusinessJsonLd, serializeJsonLd } from '@porchlight/core/providers/seo.rules';

/** schema.org LocalBusiness in the home page's HTML (issue 3 item 7). */
export function LocalBusinessJsonLd({
  profile,
  url,
  baseUrl,
}: {
  profile: Profile;
  url: string;
  baseUrl: string;
}) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped (serializeJsonLd)
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(localBusinessJsonLd(profile, url, baseUrl)) }}
    />
  );
}
