'use client';

import dynamic from 'next/dynamic';

/**
 * The owner's panel above every profile page (publish banner, completion wizard, company details),
 * loaded only when the page renders it, which it does for the profile's own people alone.
 */
export const OwnerPanel = dynamic(() => import('./owner-panel').then((m) => m.OwnerPanel));
