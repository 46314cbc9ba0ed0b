'use client';

import { SimpleGrid, Text } from '@mantine/core';
import { POPULAR_SERVICES } from '@porchlight/core/search/search.constants';
import { quickLinkPath } from '@porchlight/core/search/search-page.rules';
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
import Link from 'next/link';
import classes from './search-landing.module.css';
import { useSearchZip } from './search-zip-context';

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
  const { zip } = useSearchZip();
  return (
    <SimpleGrid component="nav" aria-label="Popular Services" cols={{ base: 2, sm: 4 }} spacing="md">
      {POPULAR_SERVICES.map((service) => {
        const Icon = ICONS[service];
        return (
          <Link key={service} href={quickLinkPath(service, zip)} className={classes.tile}>
            <span className={classes.tileIcon} aria-hidden>
              <Icon size={26} stroke={1.6} />
            </span>
            <Text fw={600} size="sm">
              {service}
            </Text>
          </Link>
        );
      })}
    </SimpleGrid>
  );
}
