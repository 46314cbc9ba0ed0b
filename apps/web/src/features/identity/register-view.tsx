import { IconCheck } from '@tabler/icons-react';
import { withReturnTo } from '@/lib/return-to';
import { AnchorLink } from '@/ui/anchor-link';
import { ThemeIcon } from '@/ui/decorations';
import { Group } from '@/ui/layout';
import { List, ListItem } from '@/ui/list';
import { Text } from '@/ui/typography';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';

/**
 * Registration; with `promote` it is the "list my company" entry (footer and business page). The card
 * is server-rendered, only the form runs in the browser.
 */
export function RegisterView({
  returnTo,
  promote,
  siteName,
}: {
  returnTo: string;
  promote: boolean;
  siteName: string;
}) {
  return (
    <AuthCard
      title={promote ? `List your business on ${siteName}` : `Create your ${siteName} account`}
      subtitle={
        promote
          ? 'Start with your free account. Your marketplace listing is always free; upgrade only if you want more.'
          : 'Find trusted pros, see what your friends recommend and leave reviews.'
      }
      footer={
        <>
          Already have an account?{' '}
          <AnchorLink href={withReturnTo('/account/login', returnTo)} fw={600}>
            Log in
          </AnchorLink>
        </>
      }
    >
      <RegisterForm
        returnTo={returnTo}
        promote={promote}
        intro={
          promote ? (
            <List
              spacing={6}
              size="sm"
              icon={
                <ThemeIcon size={20} radius="xl" color="brand">
                  <IconCheck size={13} />
                </ThemeIcon>
              }
            >
              <ListItem>A public profile with your services, photos and reviews</ListItem>
              <ListItem>Placement in search for homeowners near you</ListItem>
              <ListItem>Pricing requests sent straight to your inbox</ListItem>
            </List>
          ) : null
        }
        legal={
          <Group justify="center">
            <Text size="xs" c="dimmed" ta="center">
              By creating an account you agree to our{' '}
              <AnchorLink href="/terms" size="xs">
                Terms
              </AnchorLink>{' '}
              and{' '}
              <AnchorLink href="/privacy" size="xs">
                Privacy Policy
              </AnchorLink>
              .
            </Text>
          </Group>
        }
      />
    </AuthCard>
  );
}
