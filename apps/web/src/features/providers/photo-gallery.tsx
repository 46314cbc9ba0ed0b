'use client';

import { isVideoPath } from '@porchlight/core/providers/profile.rules';
import type { Photo } from '@porchlight/core/providers/profile.schemas';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { OwnerProfileRef } from '@/features/media/owner-slots';
import { lazyComponent } from '@/lib/lazy-component';
import { useSticky } from '@/lib/use-sticky';
import classes from './gallery.module.css';
import { useAutoplayWhenVisible } from './use-autoplay-when-visible';

const PhotoViewer = lazyComponent(() => import('./photo-viewer').then((module) => module.default));

/** '/company/x/photos' and '/company/X/photos/' are the same place. */
function samePath(a: string, b: string): boolean {
  const normal = (path: string) => {
    let decoded = path;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // keep as is
    }
    return decoded.replace(/\/+$/, '').toLowerCase();
  };
  return normal(a) === normal(b);
}

function VideoTile({ photo }: { photo: Photo }) {
  const ref = useRef<HTMLVideoElement>(null);
  useAutoplayWhenVisible(ref);
  return (
    <>
      <video ref={ref} src={photo.publicPath} muted loop playsInline preload="metadata" aria-hidden />
      <span className={classes.videoBadge}>
        <IconPlayerPlayFilled size={12} aria-hidden /> Video
      </span>
    </>
  );
}

export interface PhotoGalleryProps {
  photos: Photo[];
  /** The gallery's own address: {prefix}/photos, or {prefix}/services/{offerUri} on an offer page. */
  baseHref: string;
  /** Opened full-screen on arrival (deep link). */
  initialPhoto: string | null;
  /** pro 1 or 2 */
  canDownloadVideos: boolean;
  /** The owner's controls (Edit caption, Delete Image); absent for everyone else. */
  owner?: OwnerProfileRef | null;
  empty?: ReactNode;
  label: string;
}

/**
 * Tiles and the full-screen viewer (spec 1 "Gallery page"): previous/next wrap around, the address
 * follows the photo shown (/photos/{friendlyImageName}), the browser's back button closes the viewer,
 * closing restores the gallery address.
 */
export function PhotoGallery({
  photos: initialPhotos,
  baseHref,
  initialPhoto,
  canDownloadVideos,
  owner,
  empty,
  label,
}: PhotoGalleryProps) {
  const [photos, setPhotos] = useState(initialPhotos);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  /** True when the viewer added a history entry that closing should go back over. */
  const pushed = useRef(false);
  const hrefOf = useCallback(
    (photo: Photo) => `${baseHref.replace(/\/$/, '')}/${encodeURIComponent(photo.friendlyImageName)}`,
    [baseHref],
  );

  // A deep link opens its photo on arrival; there is no entry of ours to go back over.
  useEffect(() => {
    if (!initialPhoto) return;
    const index = initialPhotos.findIndex((photo) => photo.friendlyImageName === initialPhoto);
    if (index >= 0) setOpenIndex(index);
  }, [initialPhoto, initialPhotos]);

  // Back and forward move between the gallery and a photo.
  useEffect(() => {
    const onPopState = () => {
      const path = window.location.pathname;
      if (samePath(path, baseHref)) {
        pushed.current = false;
        setOpenIndex(null);
        return;
      }
      const index = photos.findIndex((photo) => samePath(path, hrefOf(photo)));
      setOpenIndex(index >= 0 ? index : null);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [baseHref, hrefOf, photos]);

  const open = (index: number) => {
    const photo = photos[index];
    if (!photo) return;
    window.history.pushState(null, '', hrefOf(photo));
    pushed.current = true;
    setOpenIndex(index);
  };

  const show = useCallback(
    (index: number, list: Photo[] = photos) => {
      const photo = list[index];
      if (!photo) return;
      window.history.replaceState(null, '', hrefOf(photo));
      setOpenIndex(index);
    },
    [hrefOf, photos],
  );

  const close = useCallback(() => {
    if (pushed.current) {
      // The popstate handler closes the viewer once the browser is back on the gallery address.
      pushed.current = false;
      window.history.back();
      return;
    }
    window.history.replaceState(null, '', baseHref);
    setOpenIndex(null);
  }, [baseHref]);

  const step = useCallback(
    (delta: number) => {
      if (openIndex === null || photos.length === 0) return;
      show((openIndex + delta + photos.length) % photos.length);
    },
    [openIndex, photos.length, show],
  );

  useEffect(() => {
    if (openIndex === null) return;
    const onKey = (event: KeyboardEvent) => {
      // The arrows move the caret in the owner's caption field, not the photo.
      if (event.target instanceof Element && event.target.closest('input, textarea, [contenteditable]'))
        return;
      if (event.key === 'ArrowLeft') step(-1);
      if (event.key === 'ArrowRight') step(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openIndex, step]);

  /** spec 1 §4: remove it, then show the next photo, or close if it was the last or only one. */
  const onDeleted = (friendlyImageName: string) => {
    const index = photos.findIndex((photo) => photo.friendlyImageName === friendlyImageName);
    const remaining = photos.filter((photo) => photo.friendlyImageName !== friendlyImageName);
    setPhotos(remaining);
    if (index < 0 || index >= remaining.length) close();
    else show(index, remaining);
  };

  /** The owner named a photo: its tile and the viewer show the new caption at once. */
  const onRetitled = (saved: Photo) =>
    setPhotos((list) =>
      list.map((photo) => (photo.friendlyImageName === saved.friendlyImageName ? saved : photo)),
    );

  // The viewer's code loads with the first photo opened, then stays mounted so it can animate closed.
  const viewerMounted = useSticky(openIndex !== null);

  if (photos.length === 0) return <>{empty}</>;

  return (
    <>
      <ul className={classes.grid} aria-label={label}>
        {photos.map((photo, index) => (
          <li key={photo.friendlyImageName}>
            <a
              href={hrefOf(photo)}
              className={classes.tile}
              aria-label={`Open ${photo.title}`}
              onClick={(event) => {
                event.preventDefault();
                open(index);
              }}
            >
              {isVideoPath(photo.publicPath) ? (
                <VideoTile photo={photo} />
              ) : (
                // biome-ignore lint/performance/noImgElement: 295 px thumbnails served from /media
                <img
                  src={photo.tilePath ?? photo.publicPath}
                  alt={photo.title}
                  loading="lazy"
                  width={295}
                  height={295}
                />
              )}
            </a>
          </li>
        ))}
      </ul>

      {viewerMounted && (
        <PhotoViewer
          photos={photos}
          openIndex={openIndex}
          canDownloadVideos={canDownloadVideos}
          owner={owner}
          onClose={close}
          onStep={step}
          onDeleted={onDeleted}
          onRetitled={onRetitled}
        />
      )}
    </>
  );
}
