import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { Badge } from '@/ui/badge';
import { Text } from '@/ui/typography';
import classes from './search-landing.module.css';

/**
 * Where the landing page's embedded videos go (spec 3 §2.5). The app embeds nothing from other sites,
 * so until a video file is configured this is an honest poster, not a fake player.
 */
export function VideoPlaceholder({
  title,
  caption,
  dark = false,
}: {
  title: string;
  caption: string;
  dark?: boolean;
}) {
  return (
    <figure
      className={classes.video}
      data-dark={dark || undefined}
      aria-label={`${title} (video coming soon)`}
    >
      <div className={classes.videoPlay} aria-hidden>
        <IconPlayerPlayFilled size={26} />
      </div>
      <figcaption className={classes.videoCaption}>
        <Text fw={700} size="lg" c={dark ? 'white' : 'dark.7'}>
          {title}
        </Text>
        <Text size="sm" c={dark ? 'dark.0' : 'dark.3'}>
          {caption}
        </Text>
        <Badge
          variant={dark ? 'white' : 'light'}
          color={dark ? 'dark' : 'brand'}
          size="sm"
          radius="sm"
          mt={6}
        >
          Video coming soon
        </Badge>
      </figcaption>
    </figure>
  );
}
