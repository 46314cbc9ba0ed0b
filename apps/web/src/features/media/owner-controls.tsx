'use client';

import dynamic from 'next/dynamic';

/**
 * The owner's editing controls (owner-slots.tsx), loaded only where a page renders them, which it
 * does for the owner alone: visitors never download the menus, dialogs and schemas behind them.
 * Server-rendered for the owner, so the buttons are there on first paint; next/dynamic (not React.lazy)
 * so the page preloads their code and a click right after loading is not lost before they hydrate.
 */

export const BannerOwnerControls = dynamic(() => import('./owner-slots').then((m) => m.BannerOwnerControls));
export const LogoOwnerControls = dynamic(() => import('./owner-slots').then((m) => m.LogoOwnerControls));
export const AboutEditButton = dynamic(() => import('./owner-slots').then((m) => m.AboutEditButton));
export const UploadPhotosButton = dynamic(() => import('./owner-slots').then((m) => m.UploadPhotosButton));
export const DeletePhotoButton = dynamic(() => import('./owner-slots').then((m) => m.DeletePhotoButton));
export const EditPhotoCaptionButton = dynamic(() =>
  import('./owner-slots').then((m) => m.EditPhotoCaptionButton),
);
