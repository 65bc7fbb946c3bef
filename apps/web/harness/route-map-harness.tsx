import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Country, MapMarkerType, type Coordinates, type MapRouteSet } from '@portal/contracts';
import { LocationMap, RouteCalculationFailedDialog, RouteMap } from '../src/components/map';
import { Button, UiProvider } from '../src/components/ui';
import '../src/lib/i18n';
import '../src/styles/app.css';

/**
 * The route map and its failure dialog on a page of their own, until a delivery screen shows them (decision
 * 049). Two routes around Montréal: the first with calculated legs, the second with none (straight segments),
 * and both starting at the same nursery dock, so two markers share one position.
 */
const SAMPLE_ROUTE_SETS: MapRouteSet[] = [
  {
    id: 'delivery-101',
    totalDistance: 48_700,
    totalDuration: 3_900,
    items: [
      {
        geoPoint: { latitude: 45.5697, longitude: -73.7242 },
        mapMarker: { type: MapMarkerType.WATER_DROP, label: 'P', title: 'Pépinière Laval' },
        distance: null,
        duration: null,
        calculatedRoute: null,
      },
      {
        geoPoint: { latitude: 45.7, longitude: -73.647 },
        mapMarker: { type: MapMarkerType.CIRCLE, label: '2', title: 'Terrebonne yard' },
        distance: 21_300,
        duration: 1_500,
        calculatedRoute: [
          [45.5697, -73.7242],
          [45.62, -73.71],
          [45.67, -73.68],
          [45.7, -73.647],
        ],
      },
      {
        geoPoint: { latitude: 45.5017, longitude: -73.5673 },
        mapMarker: { type: MapMarkerType.WATER_DROP, label: 'D', title: 'Job site, Montréal' },
        distance: 27_400,
        duration: 2_400,
        calculatedRoute: [
          [45.7, -73.647],
          [45.62, -73.6],
          [45.55, -73.58],
          [45.5017, -73.5673],
        ],
      },
    ],
  },
  {
    id: 'delivery-102',
    totalDistance: 212_345,
    totalDuration: 9_000,
    items: [
      {
        // Equal to the first route's pickup at 4 decimals (spec 000 §9): drawn offset.
        geoPoint: { latitude: 45.56972, longitude: -73.72418 },
        mapMarker: { type: MapMarkerType.WATER_DROP, label: 'P', title: 'Pépinière Laval, second dock' },
        distance: null,
        duration: null,
        calculatedRoute: null,
      },
      {
        geoPoint: { latitude: 45.7804, longitude: -74.0036 },
        mapMarker: { type: MapMarkerType.CIRCLE, label: '2', title: 'Saint-Jérôme nursery' },
        distance: 40_100,
        duration: 2_100,
        calculatedRoute: null,
      },
      {
        geoPoint: { latitude: 45.4042, longitude: -71.8929 },
        mapMarker: { type: MapMarkerType.WATER_DROP, label: 'D', title: 'Job site, Sherbrooke' },
        distance: 172_245,
        duration: 6_900,
        calculatedRoute: null,
      },
    ],
  },
];

const SAMPLE_ROUTE_REQUEST = {
  origin: { latitude: 45.5697, longitude: -73.7242 },
  destination: { latitude: 45.4042, longitude: -71.8929 },
};

function RouteMapHarness() {
  const dropOffCountryId =
    new URLSearchParams(window.location.search).get('dropOffCountry') === 'US'
      ? Country.ids.US
      : Country.ids.CANADA;
  const [isFailureShown, setFailureShown] = useState(false);
  const [pin, setPin] = useState<Coordinates | null>({ latitude: 45.5017, longitude: -73.5673 });

  // The way a delivery screen will use the dialog: any failed calculation (error answer or no answer) shows it.
  const handleCalculateRoute = async () => {
    try {
      const response = await fetch('/api/calculateRoute', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(SAMPLE_ROUTE_REQUEST),
      });
      if (!response.ok) setFailureShown(true);
    } catch {
      setFailureShown(true);
    }
  };

  return (
    <main style={{ padding: '1rem', display: 'grid', gap: '1rem' }}>
      <RouteMap routeSets={SAMPLE_ROUTE_SETS} dropOffCountryId={dropOffCountryId} label="Delivery routes" />
      <Button type="button" label="Calculate route" onClick={() => void handleCalculateRoute()} />
      <RouteCalculationFailedDialog visible={isFailureShown} onClose={() => setFailureShown(false)} />
      <LocationMap value={pin} onChange={setPin} label="Pin location" />
      <output aria-label="Pin coordinates">{pin ? `${pin.latitude},${pin.longitude}` : ''}</output>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('route-map.html must contain #root.');
createRoot(container).render(
  <StrictMode>
    <UiProvider>
      <RouteMapHarness />
    </UiProvider>
  </StrictMode>,
);
