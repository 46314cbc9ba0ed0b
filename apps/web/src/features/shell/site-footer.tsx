import { COPYRIGHT_YEAR } from '@porchlight/core/site/site.constants';
import { CREATE_COMPANY_PATH } from '@/features/providers/create-company/create-company-path';
import { Container } from '@/ui/container';
import { Link } from '@/ui/link';
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
      <Container className={classes.footerColumns}>
        <div className={classes.footerTop}>
          <div className={classes.footerAbout}>
            <SiteLogo siteName={siteName} inverted />
            <p className={classes.footerText}>
              Trusted home-service professionals, recommended by people you know.
            </p>
          </div>
          <div className={classes.footerBusiness}>
            <Link href={CREATE_COMPANY_PATH} className={classes.footerCta}>
              List your business for free
            </Link>
            <p className={classes.footerText}>
              A free profile, search placement and reviews for your company.
            </p>
          </div>
        </div>
        <div className={classes.footerBottom}>
          <nav aria-label="Legal" className={classes.footerLegal}>
            {LINKS.map((link) => (
              <Link key={link.href} href={link.href} className={classes.footerLink}>
                {link.label}
              </Link>
            ))}
          </nav>
          <p className={classes.footerText}>
            © {COPYRIGHT_YEAR} {siteName}
          </p>
        </div>
      </Container>
    </footer>
  );
}
