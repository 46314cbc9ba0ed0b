'use client';

import { lazyComponent } from '@/lib/lazy-component';

/** Owner-only: the offer's edit and pricing-form tools load for the profile's own people, never for visitors. */
export const OfferOwnerToolsLoader = lazyComponent(() =>
  import('./offer-owner-tools').then((module) => module.OfferOwnerTools),
);

/** Owner-only, on the services page. */
export const ServicesOwnerToolsLoader = lazyComponent(() =>
  import('./services-owner-tools').then((module) => module.ServicesOwnerTools),
);
