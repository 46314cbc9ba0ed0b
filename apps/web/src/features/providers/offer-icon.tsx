import { defaultOfferIcon, type OfferIconKey } from '@porchlight/core/providers/profile.rules';
import {
  IconAirConditioning,
  IconBolt,
  IconBriefcase,
  IconBug,
  IconDroplet,
  IconHammer,
  IconHome,
  IconPaint,
  IconPaw,
  IconPlant2,
  IconPool,
  IconSparkles,
  IconTool,
  IconTruck,
} from '@tabler/icons-react';
import classes from './profile-pages.module.css';

const ICONS: Record<OfferIconKey, typeof IconTool> = {
  pool: IconPool,
  pest: IconBug,
  moving: IconTruck,
  cleaning: IconSparkles,
  plumbing: IconDroplet,
  electrical: IconBolt,
  hvac: IconAirConditioning,
  roofing: IconHome,
  landscaping: IconPlant2,
  painting: IconPaint,
  remodeling: IconHammer,
  pets: IconPaw,
  handyman: IconTool,
  service: IconBriefcase,
};

/** The offer's own icon, or a default chosen by its uri (spec 1 "Services pages"). */
export function OfferIcon({
  iconPath,
  nameUri,
  large = false,
}: {
  iconPath: string | null;
  nameUri: string;
  large?: boolean;
}) {
  const Icon = ICONS[defaultOfferIcon(nameUri)];
  return (
    <span className={`${classes.offerIcon}${large ? ` ${classes.offerIconLarge}` : ''}`} aria-hidden>
      {iconPath ? (
        // biome-ignore lint/performance/noImgElement: offer icons are small media files
        <img src={iconPath} alt="" />
      ) : (
        <Icon size={large ? 44 : 28} stroke={1.6} />
      )}
    </span>
  );
}
