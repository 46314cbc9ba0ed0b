'use client';

import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { feedbackIsReady } from '@/lib/feedback-layer-request';

/** Mantine's alert and dialog hosts; loaded with the first alert or dialog (lib/feedback-layer-request). */
export default function FeedbackLayer() {
  useEffect(() => feedbackIsReady(), []);
  return (
    <>
      <Notifications position="top-center" zIndex={1000} />
      <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }} />
    </>
  );
}
