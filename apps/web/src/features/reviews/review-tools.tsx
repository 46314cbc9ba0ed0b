'use client';

import dynamic from 'next/dynamic';

/**
 * The reviews' owner and author tools, loaded only where a page renders them: for the owner (social
 * links, promo video, Google reviews settings, replies) or a review's author (delete). Visitors never
 * download their dialogs, forms and schemas. Server-rendered, so the buttons are there on first paint;
 * next/dynamic preloads their code, so a click right after loading is not lost before they hydrate.
 */

export const EditSocialLinksButton = dynamic(() =>
  import('./edit-social-links-dialog').then((m) => m.EditSocialLinksButton),
);
export const ReviewsPromoVideoButton = dynamic(() =>
  import('./promo-video-dialog').then((m) => m.ReviewsPromoVideoButton),
);
export const GoogleReviewsSettings = dynamic(() =>
  import('./google-reviews-settings').then((m) => m.GoogleReviewsSettings),
);
export const ReplyControls = dynamic(() => import('./reply-controls').then((m) => m.ReplyControls));
export const ReviewOwnerActions = dynamic(() =>
  import('./review-owner-actions').then((m) => m.ReviewOwnerActions),
);
