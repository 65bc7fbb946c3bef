import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDistance,
  formatDuration,
  MAP,
  MapMarkerType,
  secondsToMinutes,
  type MapRouteItem,
  type MapRouteSet,
} from '@portal/contracts';
import { addBaseLayer } from './base-layer';
import { DEFAULT_MAP_CENTER } from './location-map';
import { boundsOf } from './map-bounds';
import { colocatedMarkerOffsets, markerAccessibleName, type PixelOffset } from './marker-layout';
import { routeColor } from './route-colors';
import { routeLinePoints, routePositions } from './route-geometry';
import './route-map.css';

/** A fitted view never zooms closer than this, so one stop (or two a street apart) still shows its area. */
const MAXIMUM_FIT_ZOOM = 14;

/** Icon boxes and the point of each that sits on the stop: the tip of a drop, the centre of a circle. */
const MARKER_GEOMETRY = {
  [MapMarkerType.WATER_DROP]: { size: [28, 34], anchor: [14, 32] },
  [MapMarkerType.CIRCLE]: { size: [22, 22], anchor: [11, 11] },
} as const satisfies Record<string, { size: [number, number]; anchor: [number, number] }>;

export interface RouteMapProps {
  /**
   * spec 001 §3 Map route sets: one coloured line per set, in the order given (the order picks the colour). A new
   * array (or a new routeName function) redraws and refits the map, so callers pass memoised values.
   */
  readonly routeSets: readonly MapRouteSet[];
  /** spec 000 §9: distances in miles when the drop-off country is the US, km otherwise. */
  readonly dropOffCountryId?: number | null;
  /** A Leaflet tile URL template (MAP_TILE_URL); null for the offline outlines. */
  readonly tileUrl?: string | null;
  /** Accessible name of the map, e.g. "Map of delivery D-104's routes". */
  readonly label: string;
  /** How the legend names a route; default "Route N". */
  readonly routeName?: (routeSet: MapRouteSet, index: number) => string;
  readonly height?: string;
  /** false when the caller shows its own legend (routes in different units, the Delivery Table's overlay). */
  readonly showLegend?: boolean;
}

interface PlacedStop {
  readonly routeIndex: number;
  readonly stopIndex: number;
  readonly item: MapRouteItem;
}

function markerElement(
  item: MapRouteItem,
  color: string,
  routeIndex: number,
  stopIndex: number,
): HTMLElement {
  const body = document.createElement('span');
  body.className = `route-map-marker-body route-map-marker-${item.mapMarker.type === MapMarkerType.WATER_DROP ? 'water-drop' : 'circle'}`;
  body.style.setProperty('--route-color', color);
  body.dataset['routeIndex'] = String(routeIndex);
  body.dataset['stopIndex'] = String(stopIndex);
  body.dataset['markerType'] = item.mapMarker.type;
  const text = document.createElement('span');
  text.className = 'route-map-marker-label';
  // textContent, never HTML: labels and titles come from company and stop data.
  text.textContent = item.mapMarker.label ?? '';
  body.append(text);
  return body;
}

function markerIcon(element: HTMLElement, item: MapRouteItem, offset: PixelOffset): L.DivIcon {
  const geometry = MARKER_GEOMETRY[item.mapMarker.type];
  // spec 000 §9: a marker sharing its position with another is shifted on screen (never in coordinates), so
  // both stay visible and clickable at every zoom.
  return L.divIcon({
    className: 'route-map-marker',
    html: element,
    iconSize: [...geometry.size],
    iconAnchor: [geometry.anchor[0] - offset.x, geometry.anchor[1] - offset.y],
    popupAnchor: [offset.x, offset.y - geometry.anchor[1]],
  });
}

function popupContent(title: string, legText: string | null): HTMLElement {
  const content = document.createElement('div');
  content.className = 'route-map-popup';
  const heading = document.createElement('strong');
  heading.textContent = title;
  content.append(heading);
  if (legText) {
    const leg = document.createElement('div');
    leg.textContent = legText;
    content.append(leg);
  }
  return content;
}

/**
 * The routes of a delivery on one map (spec 000 §9, 001 §9): each route set's line in its colour, width 5, a
 * WaterDrop or Circle marker per stop, the view fitted with 50 px padding (zoom 3 when there is nothing to fit),
 * and a legend in text with each route's total distance and duration.
 */
export function RouteMap({
  routeSets,
  dropOffCountryId = null,
  tileUrl = null,
  label,
  routeName,
  height = '24rem',
  showLegend = true,
}: RouteMapProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const routesLayerRef = useRef<L.LayerGroup | null>(null);

  const nameOf = useMemo(
    () => routeName ?? ((_: MapRouteSet, index: number) => t('map.routeNumber', { number: index + 1 })),
    [routeName, t],
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const map = L.map(container, { attributionControl: Boolean(tileUrl), worldCopyJump: true });
    const removeBaseLayer = addBaseLayer(map, tileUrl);
    routesLayerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    map.setView([DEFAULT_MAP_CENTER.latitude, DEFAULT_MAP_CENTER.longitude], MAP.zoom);
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      removeBaseLayer();
      map.remove();
      mapRef.current = null;
      routesLayerRef.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const map = mapRef.current;
    const layer = routesLayerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();

    routeSets.forEach((routeSet, routeIndex) => {
      const points = routeLinePoints(routeSet);
      if (points.length < 2) return;
      const color = routeColor(routeIndex);
      L.polyline(points, { color, weight: MAP.lineWidth, opacity: 0.9, className: 'route-map-line' })
        .bindTooltip(
          `${nameOf(routeSet, routeIndex)}: ${formatDistance(routeSet.totalDistance, dropOffCountryId)}, ${formatDuration(secondsToMinutes(routeSet.totalDuration))}`,
          { sticky: true },
        )
        .addTo(layer);
    });

    const stops: PlacedStop[] = routeSets.flatMap((routeSet, routeIndex) =>
      routeSet.items.map((item, stopIndex) => ({ routeIndex, stopIndex, item })),
    );
    const offsets = colocatedMarkerOffsets(stops.map((stop) => stop.item.geoPoint));
    stops.forEach((stop, index) => {
      const { item, routeIndex, stopIndex } = stop;
      const color = routeColor(routeIndex);
      const routeSet = routeSets[routeIndex];
      const title =
        item.mapMarker.title ??
        item.mapMarker.label ??
        `${routeSet ? nameOf(routeSet, routeIndex) : ''} · ${stopIndex + 1}`;
      const legText =
        item.distance === null && item.duration === null
          ? null
          : t('map.leg', {
              distance: formatDistance(item.distance, dropOffCountryId),
              duration: formatDuration(secondsToMinutes(item.duration ?? 0)),
            });
      const marker = L.marker([item.geoPoint.latitude, item.geoPoint.longitude], {
        icon: markerIcon(
          markerElement(item, color, routeIndex, stopIndex),
          item,
          offsets[index] ?? { x: 0, y: 0 },
        ),
        // Keyboard markers are focusable buttons (Enter opens the popup); the title is the hover tooltip.
        title,
        keyboard: true,
        riseOnHover: true,
      })
        .bindPopup(popupContent(title, legText))
        .addTo(layer);
      // A button is named by its content (the short label, "2"); the stop's name is what a listener needs, and the
      // label leads it so the name holds the text shown.
      marker.getElement()?.setAttribute('aria-label', markerAccessibleName(item.mapMarker.label, title));
    });

    const bounds = boundsOf(routePositions(routeSets));
    if (bounds) {
      map.fitBounds(
        [
          [bounds.south, bounds.west],
          [bounds.north, bounds.east],
        ],
        { padding: [MAP.padding, MAP.padding], maxZoom: MAXIMUM_FIT_ZOOM },
      );
    } else {
      map.setView([DEFAULT_MAP_CENTER.latitude, DEFAULT_MAP_CENTER.longitude], MAP.zoom);
    }
  }, [routeSets, dropOffCountryId, nameOf, t, tileUrl]);

  return (
    <div className="route-map">
      <div
        ref={containerRef}
        className="route-map-canvas"
        style={{ height }}
        role="region"
        aria-label={label}
      />
      {!showLegend ? null : routeSets.length === 0 ? (
        <p className="route-map-empty">{t('map.noRoutes')}</p>
      ) : (
        <ol className="route-map-legend" aria-label={t('map.routes')}>
          {routeSets.map((routeSet, routeIndex) => (
            <li key={routeSet.id} className="route-map-legend-item" data-route-color={routeColor(routeIndex)}>
              <span
                className="route-map-legend-swatch"
                style={{ background: routeColor(routeIndex) }}
                aria-hidden="true"
              />
              <span className="route-map-legend-name">{nameOf(routeSet, routeIndex)}</span>
              <span className="route-map-legend-stops">
                {t('map.stops', { count: routeSet.items.length })}
              </span>
              <span className="route-map-legend-figure">
                <span className="route-map-legend-caption">{t('map.distance')}</span>{' '}
                {formatDistance(routeSet.totalDistance, dropOffCountryId)}
              </span>
              <span className="route-map-legend-figure">
                <span className="route-map-legend-caption">{t('map.duration')}</span>{' '}
                {formatDuration(secondsToMinutes(routeSet.totalDuration))}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
