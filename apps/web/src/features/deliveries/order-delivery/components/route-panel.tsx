import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDistance,
  formatDuration,
  MESSAGES,
  secondsToMinutes,
  type CalculatedRoute,
  type OrderDelivery,
} from '@portal/contracts';
import { RouteCalculationFailedDialog, RouteMap } from '../../../../components/map';
import { Button, Dialog, iconClass, Message, useToast } from '../../../../components/ui';
import { translateMessage } from '../../../../lib/i18n-labels';
import { calculateRoute, optimizeRoute } from '../api/order-delivery';
import type { DeliveryStopFormValues } from '../delivery-form';
import { stopsInSequence } from '../delivery-form';
import {
  legRequestsOf,
  optimizeRequestOf,
  routeSetOf,
  routeStopsOf,
  routeTotalsOf,
  stopsWithoutPoint,
  type RouteStop,
} from '../route-plan';

export interface RoutePanelProps {
  readonly delivery: OrderDelivery;
  /** The stops in the form's order, with the pickup address the user chose. */
  readonly formStops: readonly DeliveryStopFormValues[];
  /** Accept: the optimized order (stop ids) goes to the form; the user saves it. */
  readonly onAcceptOrder: (order: readonly number[]) => void;
}

interface Proposal {
  readonly order: readonly number[];
  readonly before: { distanceMetres: number; durationSeconds: number };
  readonly after: { distanceMetres: number; durationSeconds: number };
  readonly sequences: readonly number[];
}

/** Every leg of the route through the stops, one calculateRoute call each (spec 000 §7). */
async function calculateLegs(stops: readonly RouteStop[]): Promise<CalculatedRoute[]> {
  return Promise.all(legRequestsOf(stops).map((request) => calculateRoute(request)));
}

/**
 * The delivery's route (issue 38 'Maps and routes'; spec 000 §8, §9; spec 001 §3): the map of the stops in the
 * form's order, the route calculated on demand (the §8 'Error while calculating a route' dialog on failure), and
 * 'Optimize stop order' — the geo optimizer with pickups before their drop-off, shown as 'before → after' distance
 * and duration; Accept puts the new order on the form, Cancel leaves it (spec 001 §8 failure message on error).
 */
export function RoutePanel({ delivery, formStops, onAcceptOrder }: RoutePanelProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const stops = useMemo(
    () => routeStopsOf(delivery.deliveryVehicles[0]?.deliveryStops ?? stopsInSequence(delivery), formStops),
    [delivery, formStops],
  );
  const orderKey = stops
    .map((stop) => `${stop.id}:${stop.point?.latitude ?? ''},${stop.point?.longitude ?? ''}`)
    .join('|');
  const [legs, setLegs] = useState<{ key: string; legs: CalculatedRoute[] } | null>(null);
  const [isCalculating, setCalculating] = useState(false);
  const [isOptimizing, setOptimizing] = useState(false);
  const [isFailureShown, setFailureShown] = useState(false);
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const shownLegs = legs?.key === orderKey ? legs.legs : null;
  const routeSets = useMemo(
    () => [routeSetOf(delivery.id, stops, shownLegs)],
    [delivery.id, stops, shownLegs],
  );
  const missing = stopsWithoutPoint(stops);
  const countryId = delivery.countryId;
  const deliveryNumber = delivery.deliveryNumber;
  const routeName = useCallback(() => deliveryNumber, [deliveryNumber]);

  const handleCalculate = async () => {
    setCalculating(true);
    try {
      setLegs({ key: orderKey, legs: await calculateLegs(stops) });
    } catch {
      setFailureShown(true);
    } finally {
      setCalculating(false);
    }
  };

  const handleOptimize = async () => {
    setOptimizing(true);
    try {
      const optimized = await optimizeRoute(optimizeRequestOf(stops));
      const order = optimized.order.map(Number);
      const byId = new Map(stops.map((stop) => [stop.id, stop]));
      const reordered = order.flatMap((id) => {
        const stop = byId.get(id);
        return stop ? [stop] : [];
      });
      const [before, after] = await Promise.all([calculateLegs(stops), calculateLegs(reordered)]);
      setLegs({ key: orderKey, legs: before });
      setProposal({
        order,
        before: routeTotalsOf(before),
        after: routeTotalsOf(after),
        sequences: reordered.map((stop) => stop.sequence),
      });
    } catch {
      // spec 001 §8: route optimization failed ('save your work and try again later').
      toast.showError(translateMessage(MESSAGES.routeOptimizationFailed));
    } finally {
      setOptimizing(false);
    }
  };

  const distance = (metres: number) => formatDistance(metres, countryId);
  const duration = (seconds: number) => formatDuration(secondsToMinutes(seconds));

  return (
    <section className="surface-panel order-delivery__panel" aria-labelledby="order-delivery-route">
      <h2 id="order-delivery-route" className="order-delivery__heading">
        {t('orderDelivery.route')}
      </h2>
      {missing.length > 0 ? (
        <Message severity="warn" text={t('orderDelivery.stopsNotGeocoded', { stops: missing.join(', ') })} />
      ) : null}
      <div className="order-delivery__actions">
        <Button
          type="button"
          label={isCalculating ? t('orderDelivery.calculating') : t('orderDelivery.calculateRoute')}
          icon={iconClass('map')}
          outlined
          disabled={isCalculating || missing.length > 0 || stops.length < 2}
          onClick={() => void handleCalculate()}
        />
        <Button
          type="button"
          label={isOptimizing ? t('orderDelivery.optimizing') : t('orderDelivery.optimize')}
          icon={iconClass('refresh')}
          outlined
          disabled={isOptimizing || missing.length > 0 || stops.length < 2}
          onClick={() => void handleOptimize()}
        />
        {shownLegs ? (
          <span className="order-delivery__muted">
            {t('orderDelivery.routeTotals', {
              distance: distance(routeSets[0]?.totalDistance ?? 0),
              duration: duration(routeSets[0]?.totalDuration ?? 0),
            })}
          </span>
        ) : null}
      </div>
      <RouteMap
        routeSets={routeSets}
        dropOffCountryId={countryId}
        label={t('orderDelivery.mapLabel', { number: delivery.deliveryNumber })}
        routeName={routeName}
        height="22rem"
      />
      <RouteCalculationFailedDialog visible={isFailureShown} onClose={() => setFailureShown(false)} />
      {proposal ? (
        <Dialog
          visible
          modal
          header={t('orderDelivery.optimizedTitle')}
          onHide={() => setProposal(null)}
          style={{ width: 'min(32rem, 96vw)' }}
          footer={
            <>
              <Button
                type="button"
                label={t('orderDelivery.cancel')}
                severity="secondary"
                text
                onClick={() => setProposal(null)}
              />
              <Button
                type="button"
                label={t('orderDelivery.accept')}
                autoFocus
                onClick={() => {
                  onAcceptOrder(proposal.order);
                  setProposal(null);
                }}
              />
            </>
          }
        >
          <dl className="order-delivery__facts">
            <dt>{t('orderDelivery.distance')}</dt>
            <dd>
              {t('orderDelivery.beforeAfter', {
                before: distance(proposal.before.distanceMetres),
                after: distance(proposal.after.distanceMetres),
              })}
            </dd>
            <dt>{t('orderDelivery.duration')}</dt>
            <dd>
              {t('orderDelivery.beforeAfter', {
                before: duration(proposal.before.durationSeconds),
                after: duration(proposal.after.durationSeconds),
              })}
            </dd>
            <dt>{t('orderDelivery.newOrder')}</dt>
            <dd>{proposal.sequences.join(' → ')}</dd>
          </dl>
        </Dialog>
      ) : null}
    </section>
  );
}
