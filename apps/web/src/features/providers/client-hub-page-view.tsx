import { profileHeadings, profileLinks } from '@porchlight/core/providers/profile.rules';
import type { Profile } from '@porchlight/core/providers/profile.schemas';
import { IconFileInvoice, IconLink, IconShieldCheck } from '@tabler/icons-react';
import { HubLoader } from '@/features/client-hub/hub-loader';
import { serviceManagerHref } from '@/features/service-manager/service-manager-href';
import { withReturnTo } from '@/lib/return-to';
import { ButtonLink } from '@/ui/button-link';
import { ThemeIcon } from '@/ui/decorations';
import { Group, Stack } from '@/ui/layout';
import { List, ListItem } from '@/ui/list';
import { Text } from '@/ui/typography';
import { Section } from './profile-blocks';
import classes from './profile-pages.module.css';

/**
 * The Client Hub page (spec 3 §2.4): the hub for a secure link, a kept hub session or a client's
 * account; for anyone else (state "No token") why verification is needed, Register and Login, or the
 * secure links sent by e-mail or SMS.
 */
export function ClientHubPageView({
  profile,
  mainSiteUrl,
}: {
  /** The profile, or before it is published the hub page's provider (never its owner's view). */
  profile: Pick<Profile, 'name' | 'uri' | 'uriPrefix' | 'isOwner' | 'onCustomDomain'>;
  mainSiteUrl: string;
}) {
  const hubHref = profileLinks(profile.uriPrefix).clientHub;
  const mainHub = `${mainSiteUrl}/company/${encodeURIComponent(profile.uri)}/client-hub`;
  return (
    <Stack gap={20} maw={860}>
      <h1 className={classes.pageTitle}>{profileHeadings.clientHub(profile.name)}</h1>
      {profile.isOwner ? (
        // The owner's own work is in the Service Manager; below is what their customers see here.
        <Section>
          <Group justify="space-between" gap="md" data-testid="owner-hub-note">
            <Text maw={560}>
              You run {profile.name}: your clients, estimates, invoices and jobs are in the Service Manager.
              Below is what your customers see on this page.
            </Text>
            <ButtonLink href={serviceManagerHref(profile.uri)}>Open the Service Manager</ButtonLink>
          </Group>
        </Section>
      ) : null}
      <HubLoader
        vanityName={profile.uri}
        providerName={profile.name}
        otherHubsAt={profile.onCustomDomain ? mainSiteUrl : ''}
      >
        <Section>
          <Stack gap="md">
            <Text size="lg">
              The Client Hub is where customers of {profile.name} see their estimates and invoices, pay online
              and follow their requests and jobs.
            </Text>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={28} radius="xl" color="brand" variant="light">
                  <IconFileInvoice size={16} />
                </ThemeIcon>
              }
            >
              <ListItem>Approve or decline estimates, and pay invoices by card or bank account.</ListItem>
              <ListItem
                icon={
                  <ThemeIcon size={28} radius="xl" color="brand" variant="light">
                    <IconShieldCheck size={16} />
                  </ThemeIcon>
                }
              >
                To keep your information private we first verify who you are: log in or register with the
                email address {profile.name} has on file for you.
              </ListItem>
              <ListItem
                icon={
                  <ThemeIcon size={28} radius="xl" color="brand" variant="light">
                    <IconLink size={16} />
                  </ThemeIcon>
                }
              >
                Or open the secure link {profile.name} sent you by email or text message.
              </ListItem>
            </List>
            {profile.onCustomDomain ? (
              <Group>
                <ButtonLink href={mainHub}>Go to the Client Hub</ButtonLink>
              </Group>
            ) : (
              <Group>
                <ButtonLink href={withReturnTo('/account/login', hubHref)}>Login</ButtonLink>
                <ButtonLink href={withReturnTo('/account/register', hubHref)} variant="default">
                  Register
                </ButtonLink>
              </Group>
            )}
          </Stack>
        </Section>
      </HubLoader>
    </Stack>
  );
}
