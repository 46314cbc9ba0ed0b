'use client';

import { lazyComponent } from '@/lib/lazy-component';

/**
 * The owner's editing controls (owner-slots.tsx), loaded only where a page renders them, which it
 * does for the owner alone: visitors never download the menus, dialogs and schemas behind them.
 * Server-rendered for the owner, so the buttons are there on first paint.
 */

export const BannerOwnerControls = lazyComponent(() =>
  import('./owner-slots').then((m) => m.BannerOwnerControls),
);
export const LogoOwnerControls = lazyComponent(() =>
  import('./owner-slots').then((m) => m.LogoOwnerControls),
);
export const AboutEditButton = lazyComponent(() => import('./owner-slots').then((m) => m.AboutEditButton));
export const UploadPhotosButton = lazyComponent(() =>
  import('./owner-slots').then((m) => m.UploadPhotosButton),
);
export const DeletePhotoButton = lazyComponent(() =>
  import('./owner-slots').then((m) => m.DeletePhotoButton),
);
