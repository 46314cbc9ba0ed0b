'use client';

import { lazy, Suspense } from 'react';
import { useFeedbackRequested } from '@/lib/feedback-layer-request';

const FeedbackLayer = lazy(() => import('./feedback-layer'));

/** Mounts the alert and dialog hosts once a page asks for one; renders nothing before. */
export function FeedbackHost() {
  if (!useFeedbackRequested()) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackLayer />
    </Suspense>
  );
}
