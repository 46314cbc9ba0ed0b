import { Container, Group, Stack, Text } from '@mantine/core';
import { COPYRIGHT_YEAR } from '@porchlight/core/site/site.constants';
import Link from 'next/link';
import classes from './shell.module.css';
import { SiteLogo } from './site-logo';

const LINKS = [
  { href: '/terms', label: 'Terms' },
  { href: '/cookies', label: 'Cookie Policy' },
  { href: '/privacy', label: 'Privacy Policy' },
] as const;

/** Site footer (spec 3 §2.3): legal links, the business call to action, copyright. */
export function SiteFooter({ siteName }: { siteName: string }) {
  return (
    <footer className={classes.footer}>
      <Container>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" gap="lg">
            <Stack gap={6} maw={360}>
              <SiteLogo siteName={siteName} inverted />
              <Text size="sm" c="dark.1">
                Trusted home-service professionals, recommended by people you know.
              </Text>
            </Stack>
            <Stack gap={8} align="flex-start">
              <Link href="/account/register?promote=1" className={classes.footerCta}>
                List your business for free
              </Link>
              <Text size="sm" c="dark.1">
                A free profile, search placement and reviews for your company.
              </Text>
            </Stack>
          </Group>
          <Group
            justify="space-between"
            gap="md"
            pt="md"
            style={{ borderTop: '1px solid var(--mantine-color-dark-4)' }}
          >
            <Group component="nav" aria-label="Legal" gap="lg">
              {LINKS.map((link) => (
                <Link key={link.href} href={link.href} className={classes.footerLink}>
                  {link.label}
                </Link>
              ))}
            </Group>
            <Text size="sm" c="dark.1">
              © {COPYRIGHT_YEAR} {siteName}
            </Text>
          </Group>
        </Stack>
      </Container>
    </footer>
  );
}
