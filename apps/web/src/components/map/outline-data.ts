import type { Feature, FeatureCollection, GeoJsonObject, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Plain asset URLs, not JavaScript modules: the browser fetches (and caches) the raw JSON only when a map is
// shown, and this whole module is itself loaded on demand (decision 049).
import countriesUrl from 'world-atlas/countries-50m.json?url';
import statesUrl from 'us-atlas/states-10m.json?url';

/** The offline base layer's shapes, ready for Leaflet (longitude/latitude GeoJSON). */
export interface OutlineGeometry {
  /** Land masses, filled, their outline is the coastline. */
  readonly land: GeoJsonObject;
  /** Borders between countries (each drawn once, coastlines excluded). */
  readonly countryBorders: MultiLineString;
  /** Borders between US states. Natural Earth has no Canadian province outlines in these packages (decision 049). */
  readonly stateBorders: MultiLineString;
}

type CountriesTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
type StatesTopology = Topology<{ states: GeometryCollection; nation: GeometryCollection }>;

async function fetchTopology<T extends Topology>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Map outlines unavailable (${response.status}) at ${url}`);
  return (await response.json()) as T;
}

function isDifferentShape(first: unknown, second: unknown): boolean {
  return first !== second;
}

let loading: Promise<OutlineGeometry> | null = null;

/** Loads and converts the outlines once per page; every map shares the result. A failure allows a retry. */
export function loadOutlineGeometry(): Promise<OutlineGeometry> {
  loading ??= Promise.all([
    fetchTopology<CountriesTopology>(countriesUrl),
    fetchTopology<StatesTopology>(statesUrl),
  ])
    .then(([countries, states]) => {
      const land: Feature | FeatureCollection = feature(countries, countries.objects.land);
      return {
        land,
        countryBorders: mesh(countries, countries.objects.countries, isDifferentShape),
        stateBorders: mesh(states, states.objects.states, isDifferentShape),
      };
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
