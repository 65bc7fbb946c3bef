import type { GeoJsonObject } from 'geojson';
import L from 'leaflet';

/** Leaflet's tile pane is at z-index 200 and vector overlays at 400: outlines sit between them. */
const OUTLINE_PANE = 'outlines';
const OUTLINE_PANE_Z_INDEX = 250;

/** Light, low-contrast outlines so the route colours and pins stay the strongest marks on the map. */
const LAND_STYLE: L.PathOptions = {
  color: '#a9b8ae',
  weight: 1,
  fillColor: '#f7f9f6',
  fillOpacity: 1,
  interactive: false,
};
const COUNTRY_BORDER_STYLE: L.PathOptions = { color: '#8d9c92', weight: 1.2, interactive: false };
const STATE_BORDER_STYLE: L.PathOptions = {
  color: '#b4c0b8',
  weight: 0.8,
  dashArray: '4 3',
  interactive: false,
};

function outlineLayer(data: GeoJsonObject, style: L.PathOptions, renderer: L.Renderer): L.GeoJSON {
  // Leaflet hands the GeoJSON layer's options to each shape it creates, which is how the renderer and the
  // non-interactive flag reach them; its typings only list `style`.
  const options: L.GeoJSONOptions & L.PathOptions = { style, renderer, interactive: false };
  return L.geoJSON(data, options);
}

/**
 * The map's background (decision 049): tiles from `MAP_TILE_URL` when configured (decision 037), otherwise the
 * offline outlines of countries and US states shipped with the app, loaded on first use. Returns the clean-up
 * that forgets a load still in flight, so a map closed early never draws into a removed container.
 */
export function addBaseLayer(map: L.Map, tileUrl: string | null): () => void {
  const container = map.getContainer();
  if (tileUrl) {
    L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(map);
    container.dataset['baseLayer'] = 'tiles';
    return () => undefined;
  }
  container.dataset['baseLayer'] = 'outlines';
  let isCancelled = false;
  import('./outline-data')
    .then(({ loadOutlineGeometry }) => loadOutlineGeometry())
    .then((outlines) => {
      if (isCancelled) return;
      const pane = map.getPane(OUTLINE_PANE) ?? map.createPane(OUTLINE_PANE);
      pane.style.zIndex = String(OUTLINE_PANE_Z_INDEX);
      pane.style.pointerEvents = 'none';
      // Canvas, not SVG: tens of thousands of outline vertices draw far faster, and the SVG stays for the
      // routes and pins people interact with.
      const renderer = L.canvas({ pane: OUTLINE_PANE, padding: 0.5 });
      outlineLayer(outlines.land, LAND_STYLE, renderer).addTo(map);
      outlineLayer(outlines.countryBorders, COUNTRY_BORDER_STYLE, renderer).addTo(map);
      outlineLayer(outlines.stateBorders, STATE_BORDER_STYLE, renderer).addTo(map);
      container.dataset['outlines'] = 'loaded';
    })
    .catch((error: unknown) => {
      // The map stays usable on its plain background; pins and routes do not depend on the outlines.
      if (!isCancelled) console.warn('Map outlines could not be loaded', error);
    });
  return () => {
    isCancelled = true;
  };
}
