'use client';

import 'leaflet/dist/leaflet.css';
import {
  MAP_ATTRIBUTION,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MAP_ZOOM,
} from '@porchlight/core/providers/profile.constants';
import { useEffect, useRef } from 'react';
import classes from './owner-tools.module.css';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/**
 * The map step of Edit Location (spec 2 §2.7): Leaflet at zoom 12 (6-19) with the address's pin,
 * which the owner can drag onto the exact spot.
 */
export function LocationMap({
  start: point,
  tileUrl,
  onMove,
}: {
  /** Where the pin starts; dragging it reports through onMove and does not redraw the map. */
  start: MapPoint;
  tileUrl: string;
  onMove: (point: MapPoint) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let map: import('leaflet').Map | undefined;
    let cancelled = false;
    void import('leaflet').then((module) => {
      const L = (module as unknown as { default?: typeof import('leaflet') }).default ?? module;
      if (cancelled) return;
      map = L.map(element, {
        center: [point.latitude, point.longitude],
        zoom: MAP_ZOOM,
        minZoom: MAP_MIN_ZOOM,
        maxZoom: MAP_MAX_ZOOM,
      });
      L.tileLayer(tileUrl, {
        minZoom: MAP_MIN_ZOOM,
        maxZoom: MAP_MAX_ZOOM,
        attribution: MAP_ATTRIBUTION,
      }).addTo(map);
      const marker = L.marker([point.latitude, point.longitude], {
        draggable: true,
        title: 'Your location',
        icon: L.divIcon({
          className: classes.pin,
          html: '<span></span>',
          iconSize: [24, 24],
          iconAnchor: [12, 24],
        }),
      }).addTo(map);
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLatLng();
        onMoveRef.current({ latitude: lat, longitude: lng });
      });
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [point.latitude, point.longitude, tileUrl]);

  return <div ref={box} className={classes.map} role="application" aria-label="Map of your location" />;
}
