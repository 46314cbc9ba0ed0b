'use client';

import { NativeSelect, Stack } from '@mantine/core';
import { PROMO_VIDEO_PAGES, type PromoVideoPage } from '@porchlight/core/media/promo-video.schemas';
import { useState } from 'react';
import { PromoVideoPicker } from '@/features/reviews/promo-video-dialog';
import { OwnerDialogFrame } from './owner-dialog-frame';
import type { OwnerDialogProps } from './owner-dialogs';

const PAGE_LABELS: Record<PromoVideoPage, string> = {
  home: 'Home',
  about: 'About',
  contact: 'Contact',
  services: 'Services',
  reviews: 'Reviews',
};

/**
 * Add Promotional Video (spec 2 §2.11) for any of the five pages: choose the page, then one of the
 * gallery's .mp4 videos, replace it or remove it (the same picker as the reviews page's).
 */
export function PromoVideosDialog({ details, onClose }: OwnerDialogProps) {
  const [page, setPage] = useState<PromoVideoPage>('home');
  return (
    <OwnerDialogFrame title="Add Promotional Video" onClose={onClose} size="lg">
      <Stack gap="md">
        <NativeSelect
          label="Page"
          value={page}
          data={PROMO_VIDEO_PAGES.map((value) => ({ value, label: PAGE_LABELS[value] }))}
          onChange={(event) => setPage(event.currentTarget.value as PromoVideoPage)}
        />
        <PromoVideoPicker
          key={page}
          vanityName={details.vanityName}
          slot={{ page }}
          currentPath={details.promoVideos[page]}
          galleryHref={details.photosHref}
          onClose={onClose}
        />
      </Stack>
    </OwnerDialogFrame>
  );
}
