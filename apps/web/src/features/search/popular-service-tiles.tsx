import { POPULAR_SERVICES } from '@porchlight/core/search/search.constants';
import {
  IconAirConditioning,
  IconBolt,
  IconDroplet,
  IconHammer,
  IconPaint,
  IconPlant2,
  IconSparkles,
  IconTool,
} from '@tabler/icons-react';
import { SimpleGrid } from '@/ui/grids';
import { Text } from '@/ui/typography';
import { QuickSearchLink } from './quick-search-link';
import classes from './search-landing.module.css';

type Service = (typeof POPULAR_SERVICES)[number];

const ICONS: Record<Service, typeof IconTool> = {
  'House Cleaning': IconSparkles,
  Plumbing: IconDroplet,
  HVAC: IconAirConditioning,
  Electrical: IconBolt,
  Handyman: IconTool,
  Painting: IconPaint,
  Remodeling: IconHammer,
  Landscaping: IconPlant2,
};

/** Popular Services tiles: each searches for its service, near the zip in the zip box when there is one. */
export function PopularServiceTiles() {
  return (
    <SimpleGrid component="nav" aria-label="Popular Services" cols={{ base: 2, sm: 4 }} spacing="md">
      {POPULAR_SERVICES.map((service) => {
        const Icon = ICONS[service];
        return (
          <QuickSearchLink key={service} service={service} className={classes.tile}>
            <span className={classes.tileIcon} aria-hidden>
              <Icon size={26} stroke={1.6} />
            </span>
            <Text fw={600} size="sm">
              {service}
            </Text>
          </QuickSearchLink>
        );
      })}
    </SimpleGrid>
  );
}
