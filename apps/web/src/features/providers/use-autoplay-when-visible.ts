'use client';

import { VIDEO_AUTOPLAY_THRESHOLD } from '@porchlight/core/providers/profile.constants';
import { type RefObject, useEffect } from 'react';

/** Plays a (muted) video while at least half of it is on screen, pauses it otherwise (spec 1 §2). */
export function useAutoplayWhenVisible(ref: RefObject<HTMLVideoElement | null>): void {
  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.intersectionRatio >= VIDEO_AUTOPLAY_THRESHOLD) void video.play().catch(() => {});
        else video.pause();
      },
      { threshold: [0, VIDEO_AUTOPLAY_THRESHOLD, 1] },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [ref]);
}
