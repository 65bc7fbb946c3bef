import type { MapPosition } from './marker-layout';

export interface GeographicBounds {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

function isValidPosition(position: MapPosition): boolean {
  return (
    Number.isFinite(position.latitude) &&
    Number.isFinite(position.longitude) &&
    Math.abs(position.latitude) <= 90 &&
    Math.abs(position.longitude) <= 180
  );
}

/**
 * The box a route map fits (spec 000 §9: padding 50 on each side is applied by the map). Every stop and every
 * point of every drawn line counts; invalid coordinates are ignored rather than stretching the view to the
 * poles. Null when there is nothing to fit, and the map then opens at the spec's zoom 3.
 */
export function boundsOf(positions: Iterable<MapPosition>): GeographicBounds | null {
  let bounds: { south: number; west: number; north: number; east: number } | null = null;
  for (const position of positions) {
    if (!isValidPosition(position)) continue;
    if (!bounds) {
      bounds = {
        south: position.latitude,
        north: position.latitude,
        west: position.longitude,
        east: position.longitude,
      };
      continue;
    }
    bounds.south = Math.min(bounds.south, position.latitude);
    bounds.north = Math.max(bounds.north, position.latitude);
    bounds.west = Math.min(bounds.west, position.longitude);
    bounds.east = Math.max(bounds.east, position.longitude);
  }
  return bounds;
}
