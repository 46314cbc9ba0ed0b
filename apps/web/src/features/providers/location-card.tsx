import { addressLines, directionsUrl } from '@porchlight/core/providers/profile.rules';
import type { Profile } from '@porchlight/core/providers/profile.schemas';
import { getMapTileUrl } from '@/lib/request-site';
import { Stack } from '@/ui/layout';
import { ContactDetails, HoursTable, Section } from './profile-blocks';
import { ProfileMap } from './profile-map';

/** Contact details, hours and the map (only with a zip code), as the home and contact pages show them. */
export function LocationCard({ profile, title = 'Contact & Hours' }: { profile: Profile; title?: string }) {
  const point = profile.location.zipCode ? profile.locationPoint : null;
  return (
    <Section title={title}>
      <Stack gap="md">
        <ContactDetails profile={profile} />
        <HoursTable hours={profile.hours} />
        {point && (
          <ProfileMap
            latitude={point.coordinates[1]}
            longitude={point.coordinates[0]}
            tileUrl={getMapTileUrl()}
            label={profile.name}
            address={addressLines(profile.location)}
            directionsHref={directionsUrl(profile.location, {
              latitude: point.coordinates[1],
              longitude: point.coordinates[0],
            })}
          />
        )}
      </Stack>
    </Section>
  );
}
