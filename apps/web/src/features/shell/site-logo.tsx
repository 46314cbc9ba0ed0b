import { IconBulbFilled } from '@tabler/icons-react';
import { Link } from '@/ui/link';
import classes from './shell.module.css';

export function SiteLogo({ siteName, inverted = false }: { siteName: string; inverted?: boolean }) {
  return (
    <Link
      href="/"
      className={classes.logo}
      style={inverted ? { color: '#fff' } : undefined}
      aria-label={`${siteName} home`}
    >
      <span className={classes.logoMark} aria-hidden>
        <IconBulbFilled size={20} />
      </span>
      <span>{siteName}</span>
    </Link>
  );
}
