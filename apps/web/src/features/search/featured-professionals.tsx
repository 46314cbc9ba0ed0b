import { SimpleGrid } from '@/ui/grids';
import { Stack } from '@/ui/layout';
import { Text, Title } from '@/ui/typography';
import { ProfileCardLink } from './profile-card';
import { getFeaturedProfiles } from './search-data';

/** Featured Professionals: three spotlight providers, in the page's HTML (spec 3 §2.5). */
export async function FeaturedProfessionals() {
  const profiles = await getFeaturedProfiles();
  return (
    <Stack component="section" aria-labelledby="featured-heading" gap="lg">
      <Title order={2} id="featured-heading">
        Featured Professionals
      </Title>
      {profiles === null ? (
        <Text c="dimmed">Featured professionals are not available right now. Try a search instead.</Text>
      ) : profiles.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {profiles.map((profile) => (
            <ProfileCardLink key={profile.vanityName} profile={profile} />
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed">No featured professionals yet. Check back soon.</Text>
      )}
    </Stack>
  );
}
