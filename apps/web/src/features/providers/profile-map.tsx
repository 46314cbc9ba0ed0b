'use client';

import 'leaflet/dist/leaflet.css';
import {
  MAP_ATTRIBUTION,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MAP_ZOOM,
} from '@porchlight/core/providers/profile.constants';
import { useEffect, useRef, useState } from 'react';
import classes from './profile-pages.module.css';

const PIN = `<svg xmlns="http://www.w3.org/2000/svg" width="34" height="44" viewBox="0 0 34 44" aria-hidden="true">
<path d="M17 1C8.2 1 1 8 1 16.7 1 28.4 17 43 17 43s16-14.6 16-26.3C33 8 25.8 1 17 1z" fill="#e0930f" stroke="#7c4d05" stroke-width="1.5"/>
<circle cx="17" cy="16.5" r="6" fill="#fff"/></svg>`;

/** How far below the screen the map starts loading, so it is drawn by the time it scrolls in. */
const LOAD_MARGIN = '300px';

/**
 * Leaflet with OpenStreetMap tiles (MAP_TILE_URL), zoom 12 within 6-19 (spec 1 §9). Leaflet needs the
 * DOM, so it loads in the browser only, once the map is near the screen; the box keeps its size meanwhile.
 * When the tile server cannot be reached (offline, blocked), the first failed tile ends the map: the box
 * shows the address and 'Get directions' instead of grey squares, and no more tiles are asked for.
 */
export function ProfileMap({
  latitude,
  longitude,
  tileUrl,
  label,
  address,
  directionsHref,
}: {
  latitude: number;
  longitude: number;
  tileUrl: string;
  label: string;
  address: { street: string; cityLine: string };
  directionsHref: string;
}) {
  const container = useRef<HTMLElement>(null);
  const [tilesUnavailable, setTilesUnavailable] = useState(false);

  useEffect(() => {
    const box = container.current;
    if (!box) return;
    let cancelled = false;
    let map: import('leaflet').Map | undefined;
    const draw = () =>
      import('leaflet').then((module) => {
        const L = (module as unknown as { default?: typeof import('leaflet') }).default ?? module;
        if (cancelled) return;
        map = L.map(box, {
          center: [latitude, longitude],
          zoom: MAP_ZOOM,
          minZoom: MAP_MIN_ZOOM,
          maxZoom: MAP_MAX_ZOOM,
          scrollWheelZoom: false,
        });
        const tiles = L.tileLayer(tileUrl, {
          minZoom: MAP_MIN_ZOOM,
          maxZoom: MAP_MAX_ZOOM,
          attribution: MAP_ATTRIBUTION,
        });
        tiles.once('tileerror', () => {
          // Removing the map aborts the tiles still loading and asks for no others.
          map?.remove();
          map = undefined;
          setTilesUnavailable(true);
        });
        tiles.addTo(map);
        L.marker([latitude, longitude], {
          title: label,
          alt: label,
          icon: L.divIcon({ className: classes.pin, html: PIN, iconSize: [34, 44], iconAnchor: [17, 43] }),
        }).addTo(map);
      });
    // Leaflet (about 40 KB) and its tiles load when the map comes near the screen, not with the page.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              void draw();
            },
            { rootMargin: LOAD_MARGIN },
          );
    if (observer) observer.observe(box);
    else void draw();
    return () => {
      cancelled = true;
      observer?.disconnect();
      map?.remove();
    };
  }, [latitude, longitude, tileUrl, label]);

  if (tilesUnavailable) {
    return (
      <section
        className={`${classes.map} ${classes.mapFallback}`}
        aria-label={`Where to find ${label}`}
        data-testid="map-fallback"
      >
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: PIN is a constant SVG of this file */}
        <span aria-hidden dangerouslySetInnerHTML={{ __html: PIN }} />
        <address className={classes.mapFallbackAddress}>
          {address.street && <div>{address.street}</div>}
          {address.cityLine && <div>{address.cityLine}</div>}
        </address>
        <a
          href={directionsHref}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.mapFallbackLink}
        >
          Get directions
        </a>
      </section>
    );
  }

  return (
    <section
      ref={container}
      className={classes.map}
      aria-label={`Map showing ${label}`}
      data-testid="profile-map"
    />
  );
}
