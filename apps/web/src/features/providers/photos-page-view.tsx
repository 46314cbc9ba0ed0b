import type { Me } from '@porchlight/core/identity/auth.schemas';
import { isProPlan } from '@porchlight/core/providers/profile.constants';
import { profileHeadings, profileLinks } from '@porchlight/core/providers/profile.rules';
import type { Profile } from '@porchlight/core/providers/profile.schemas';
import { uiMessages } from '@porchlight/core/ui/ui.messages';
import { IconPhoto } from '@tabler/icons-react';
import { UploadPhotosButton } from '@/features/media/owner-controls';
import { Group, Stack } from '@/ui/layout';
import { Paper } from '@/ui/surfaces';
import { Text } from '@/ui/typography';
import { ownerProfileRef } from './owner-profile';
import { PhotoGallery } from './photo-gallery';
import classes from './profile-pages.module.css';

function EmptyGallery({ profile }: { profile: Profile }) {
  return (
    <Paper withBorder radius="lg" p="xl" ta="center">
      <Stack align="center" gap="xs">
        <IconPhoto size={40} color="var(--mantine-color-gray-5)" aria-hidden />
        <Text fw={700}>No photos yet</Text>
        {profile.isOwner ? (
          <Text size="sm" c="dimmed">
            Upload photos of your work: customers look at them before they call. {uiMessages.ownerOnlyHint}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {profile.name} has not added photos yet.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** spec 1 "Gallery page": 295 px tiles, full-screen viewer with deep links. */
export function PhotosPageView({
  profile,
  user,
  initialPhoto,
}: {
  profile: Profile;
  user: Me | null;
  initialPhoto: string | null;
}) {
  const owner = profile.isOwner ? ownerProfileRef(profile, user) : null;
  return (
    <Stack gap={20}>
      <Group justify="space-between" align="center">
        <div>
          <h1 className={classes.pageTitle}>{profileHeadings.photos(profile.name)}</h1>
          <Text c="dimmed" size="sm" mt={4}>
            {profile.data.length} {profile.data.length === 1 ? 'photo' : 'photos'}
          </Text>
        </div>
        {owner && <UploadPhotosButton profile={owner} />}
      </Group>
      <PhotoGallery
        photos={profile.data}
        baseHref={profileLinks(profile.uriPrefix).photos}
        initialPhoto={initialPhoto}
        canDownloadVideos={isProPlan(profile.pro)}
        owner={owner}
        empty={<EmptyGallery profile={profile} />}
        label={profileHeadings.photos(profile.name)}
      />
    </Stack>
  );
}
