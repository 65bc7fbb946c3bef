import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { Coordinates } from '@portal/contracts';
import { addBaseLayer } from './base-layer';
import './location-map.css';

/** Where the map opens when a record has no coordinates yet: Montréal, the marketplace's home (spec 001 §3). */
export const DEFAULT_MAP_CENTER: Coordinates = { latitude: 45.5019, longitude: -73.5674 };
const DEFAULT_ZOOM = 6;
const PINNED_ZOOM = 11;
/** Coordinates are stored to 6 decimals (about 10 cm), more than a pin dropped by hand can mean. */
const COORDINATE_DECIMALS = 6;

function rounded(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

const PIN_ICON = L.divIcon({
  className: 'location-map-pin',
  html: '<span class="pi pi-map-marker" aria-hidden="true"></span>',
  iconSize: [32, 32],
  iconAnchor: [16, 30],
});

export interface LocationMapProps {
  readonly value: Coordinates | null;
  readonly onChange: (value: Coordinates) => void;
  /** A Leaflet tile URL template from the runtime config (MAP_TILE_URL); null for the offline outlines. */
  readonly tileUrl?: string | null;
  /** Accessible name, e.g. "Main address location". */
  readonly label: string;
  readonly height?: string;
}

/**
 * A small map with one draggable pin: clicking the map moves the pin there (issue 4: coordinates from a pin set
 * on a small map). Shared by every screen that places an address; the geo issue adds routes and more layers.
 */
export function LocationMap({ value, onChange, tileUrl = null, label, height = '14rem' }: LocationMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  // Leaflet handlers are bound once; they read the latest callback through this ref.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const map = L.map(container, { attributionControl: Boolean(tileUrl), worldCopyJump: true });
    const removeBaseLayer = addBaseLayer(map, tileUrl);
    map.on('click', (event: L.LeafletMouseEvent) => {
      onChangeRef.current({ latitude: rounded(event.latlng.lat), longitude: rounded(event.latlng.lng) });
    });
    mapRef.current = map;
    map.setView([DEFAULT_MAP_CENTER.latitude, DEFAULT_MAP_CENTER.longitude], DEFAULT_ZOOM);
    // A map created inside an opening dialog measures a zero size; measure again once laid out.
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      removeBaseLayer();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!value) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const position = L.latLng(value.latitude, value.longitude);
    if (markerRef.current) {
      markerRef.current.setLatLng(position);
    } else {
      const marker = L.marker(position, { draggable: true, icon: PIN_ICON, keyboard: false });
      marker.on('dragend', () => {
        const moved = marker.getLatLng();
        onChangeRef.current({ latitude: rounded(moved.lat), longitude: rounded(moved.lng) });
      });
      marker.addTo(map);
      markerRef.current = marker;
      map.setView(position, Math.max(map.getZoom(), PINNED_ZOOM));
    }
    if (!map.getBounds().contains(position)) map.panTo(position);
  }, [value, tileUrl]);

  return (
    <div
      ref={containerRef}
      className="location-map"
      style={{ height }}
      role="application"
      aria-label={label}
      data-pinned={value ? 'true' : 'false'}
    />
  );
}
