'use client';

import { lazyComponent } from '@/lib/lazy-component';

/**
 * The reviews' owner and author tools, loaded only where a page renders them: for the owner (social
 * links, promo video, Google reviews settings, replies) or a review's author (delete). Visitors never
 * download their dialogs, forms and schemas. Server-rendered, so the buttons are there on first paint.
 */

export const EditSocialLinksButton = lazyComponent(() =>
  import('./edit-social-links-dialog').then((m) => m.EditSocialLinksButton),
);
export const ReviewsPromoVideoButton = lazyComponent(() =>
  import('./promo-video-dialog').then((m) => m.ReviewsPromoVideoButton),
);
export const GoogleReviewsSettings = lazyComponent(() =>
  import('./google-reviews-settings').then((m) => m.GoogleReviewsSettings),
);
export const ReplyControls = lazyComponent(() => import('./reply-controls').then((m) => m.ReplyControls));
export const ReviewOwnerActions = lazyComponent(() =>
  import('./review-owner-actions').then((m) => m.ReviewOwnerActions),
);
