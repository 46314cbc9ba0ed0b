import type { Profile } from '@porchlight/core/providers/profile.schemas';
import { ShowMore } from '@/lib/show-more';
import classes from './profile-pages.module.css';
import { RichHtml } from './rich-html';

/** The about description: sanitised rich text (Pro) or plain text with its line breaks. */
export function AboutText({
  profile,
  clamp = false,
}: {
  profile: Pick<Profile, 'aboutDesc' | 'aboutHtml'>;
  clamp?: boolean;
}) {
  if (!profile.aboutDesc) return null;
  const body = profile.aboutHtml ? (
    <RichHtml html={profile.aboutDesc} testId="about-text" />
  ) : (
    <div className={`${classes.richText} ${classes.plainText}`} data-testid="about-text">
      {profile.aboutDesc}
    </div>
  );
  if (!clamp) return body;
  return (
    <ShowMore maxHeight={168} showLabel="Show more" hideLabel="Show less">
      {body}
    </ShowMore>
  );
}
