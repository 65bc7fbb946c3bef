import { useMemo, useState } from 'react';
import {
  CONFIRMATIONS,
  ErrorCode,
  formatDuration,
  MAX_MERGE_DELIVERIES,
  MAX_ROUTE_DELIVERIES,
  MESSAGES,
  type DeliveryRoute,
  type OrderDeliveryRow,
} from '@portal/contracts';
import { OutdatedNotice } from '../../../../components/form';
import { RouteCalculationFailedDialog, RouteMap, routeColor } from '../../../../components/map';
import { Button, Dialog, iconClass, useConfirm, useToast } from '../../../../components/ui';
import { isApiError } from '../../../../lib/api-client';
import { failureMessage } from '../../../../lib/failure-message';
import { useFormat } from '../../../../lib/i18n-format';
import { translateMessage } from '../../../../lib/i18n-labels';
import { useSingleSubmit } from '../../../../lib/use-single-submit';
import { useDeliveryRoutes, useMergeDeliveries } from '../api/delivery-table';
import { deliveryRouteSet } from './delivery-route-sets';
import type { DeliveryWords } from './delivery-units';

/** The number part of 'D-1042', for which delivery survives a merge (the lowest number, decision 210). */
function numberValue(deliveryNumber: string): number {
  const digits = deliveryNumber.replace(/\D/g, '');
  return digits === '' ? Number.POSITIVE_INFINITY : Number(digits);
}

/** The selected rows, the lowest number first (the merge's survivor). */
export function byDeliveryNumber<TRow extends Pick<OrderDeliveryRow, 'deliveryNumber'>>(
  rows: readonly TRow[],
): TRow[] {
  return [...rows].sort(
    (first, second) => numberValue(first.deliveryNumber) - numberValue(second.deliveryNumber),
  );
}

/** A refusal's sentence and the lines under it (each delivery with its reason, or the impacted numbers). */
interface Refusal {
  readonly title: string;
  readonly message: string;
  readonly lines: readonly string[];
}

export interface DeliverySelectionToolsProps {
  /** The selected rows, each with the version read when it was selected or last shown. */
  readonly selected: readonly OrderDeliveryRow[];
  readonly onClear: () => void;
  /** Reads the table again (the outdated notice's Refresh). */
  readonly onRefresh: () => void;
  readonly words: DeliveryWords;
}

/**
 * The Delivery Table's tools for its selected rows (spec 001 §2 'overlay maps, merge deliveries'; decision 213):
 * 'Show on map' (1 to MAX_ROUTE_DELIVERIES) draws each delivery's route in its colour with a legend of number,
 * distance in the delivery's unit and duration; 'Merge' (2 to MAX_MERGE_DELIVERIES) confirms "This action can't
 * be undone" naming the survivor (the lowest number), sends each row's version, and on success clears the
 * selection. Refusals: the not-geocoded deliveries, the outdated notice, 'Merge deliveries failed' with the
 * reason of each delivery.
 */
export function DeliverySelectionTools({ selected, onClear, onRefresh, words }: DeliverySelectionToolsProps) {
  const format = useFormat();
  const confirm = useConfirm();
  const toast = useToast();
  const routes = useDeliveryRoutes();
  const merge = useMergeDeliveries();
  const once = useSingleSubmit();
  const [shownRoutes, setShownRoutes] = useState<readonly DeliveryRoute[] | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [routeFailed, setRouteFailed] = useState(false);
  const [isOutdated, setOutdated] = useState(false);
  const routeSets = useMemo(() => (shownRoutes ?? []).map(deliveryRouteSet), [shownRoutes]);
  const count = selected.length;
  const mayMap = count >= 1 && count <= MAX_ROUTE_DELIVERIES;
  const mayMerge = count >= 2 && count <= MAX_MERGE_DELIVERIES;
  const numbersOf = (rows: readonly Pick<OrderDeliveryRow, 'deliveryNumber'>[]) =>
    rows.map((row) => row.deliveryNumber).join(', ');

  const showOnMap = () => {
    if (!mayMap || !once.start()) return;
    const rows = byDeliveryNumber(selected);
    routes.mutate(
      rows.map((row) => row.id),
      {
        onSuccess: (answer) => setShownRoutes(answer.routes),
        onError: (error) => {
          if (isApiError(error) && error.message === MESSAGES.deliveriesNotGeocoded) {
            // spec 001 §8 'Deliveries not geocoded (lists impacted deliveries)': each issue names one.
            setRefusal({
              title: words('notGeocodedTitle'),
              message: translateMessage(MESSAGES.deliveriesNotGeocoded),
              lines: error.issues.map((issue) => issue.message),
            });
          } else if (isApiError(error) && error.message === MESSAGES.routeCalculationFailed) {
            setRouteFailed(true);
          } else {
            toast.showError(translateMessage(failureMessage(error, 'load', 'delivery routes')));
          }
        },
        onSettled: once.settled,
      },
    );
  };

  const runMerge = (rows: readonly OrderDeliveryRow[]) => {
    if (!once.start()) return;
    const others = rows.slice(1);
    merge.mutate(rows, {
      onSuccess: (answer) => {
        setOutdated(false);
        onClear();
        toast.showSuccess(
          words('merged', {
            survivor: answer.delivery.deliveryNumber,
            others: answer.mergedDeliveryNumbers.join(', ') || numbersOf(others),
          }),
        );
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409 && error.code === ErrorCode.OUTDATED) {
          setOutdated(true);
          return;
        }
        if (isApiError(error) && error.message === MESSAGES.mergeDeliveriesFailed) {
          // Each issue is `deliveries.N.id`: the Nth delivery sent, with its reason.
          setRefusal({
            title: words('mergeFailedTitle'),
            message: translateMessage(MESSAGES.mergeDeliveriesFailed),
            lines: error.issues.map((issue) => {
              const index = Number(/^deliveries\.(\d+)/.exec(issue.field)?.[1] ?? Number.NaN);
              const row = rows[index];
              const reason = translateMessage(issue.message);
              return row ? `${row.deliveryNumber}: ${reason}` : reason;
            }),
          });
          return;
        }
        toast.showError(
          translateMessage(failureMessage(error, 'update', 'deliveries')),
          words('mergeFailedTitle'),
        );
      },
      onSettled: once.settled,
    });
  };

  const askMerge = () => {
    if (!mayMerge) return;
    const rows = byDeliveryNumber(selected);
    const [survivor, ...others] = rows;
    if (!survivor) return;
    confirm({
      header: words('mergeTitle'),
      message: `${translateMessage(CONFIRMATIONS.mergeDeliveries)} ${words('mergeSurvivor', {
        survivor: survivor.deliveryNumber,
        others: numbersOf(others),
      })}`,
      acceptLabel: words('merge'),
      icon: 'pi pi-exclamation-triangle',
      onAccept: () => runMerge(rows),
    });
  };

  const mapNumbers = numbersOf(shownRoutes ?? []);

  return (
    <>
      {isOutdated ? (
        <OutdatedNotice
          onRefresh={() => {
            setOutdated(false);
            onRefresh();
          }}
        />
      ) : null}
      {count > 0 ? (
        <div className="delivery-table__selection" role="toolbar" aria-label={words('selectionTools')}>
          <span className="delivery-table__selection-count" aria-live="polite">
            {words('selectedCount', { count })}
          </span>
          <Button
            type="button"
            label={words('showOnMap')}
            icon={iconClass('map')}
            outlined
            disabled={!mayMap}
            loading={routes.isPending}
            onClick={showOnMap}
            aria-describedby={mayMap ? undefined : 'delivery-table-map-reason'}
          />
          <Button
            type="button"
            label={words('merge')}
            icon={iconClass('copy')}
            outlined
            disabled={!mayMerge}
            loading={merge.isPending}
            onClick={askMerge}
            aria-describedby={mayMerge ? undefined : 'delivery-table-merge-reason'}
          />
          {mayMap ? null : (
            <span id="delivery-table-map-reason" className="delivery-table__selection-reason">
              {words('showOnMapLimit', { max: MAX_ROUTE_DELIVERIES })}
            </span>
          )}
          {mayMerge ? null : (
            <span id="delivery-table-merge-reason" className="delivery-table__selection-reason">
              {words('mergeLimit', { max: MAX_MERGE_DELIVERIES })}
            </span>
          )}
          <Button type="button" label={words('clearSelection')} text onClick={onClear} />
        </div>
      ) : null}
      <Dialog
        visible={shownRoutes !== null}
        header={words('mapTitle', { numbers: mapNumbers })}
        modal
        onHide={() => setShownRoutes(null)}
        style={{ width: 'min(64rem, 95vw)' }}
        footer={<Button type="button" label={words('close')} onClick={() => setShownRoutes(null)} />}
      >
        {shownRoutes ? (
          <div className="delivery-table__map">
            <RouteMap
              routeSets={routeSets}
              label={words('mapLabel', { numbers: mapNumbers })}
              showLegend={false}
              height="24rem"
            />
            <ol className="delivery-table__map-legend" aria-label={words('mapLegend')}>
              {shownRoutes.map((route, index) => (
                <li key={route.deliveryId} className="delivery-table__map-legend-item">
                  <span
                    className="delivery-table__map-swatch"
                    style={{ background: routeColor(index) }}
                    aria-hidden="true"
                  />
                  <strong>{route.deliveryNumber}</strong>
                  <span>{words('mapStops', { count: route.stops.length })}</span>
                  <span>
                    {words('mapDistance')} {format.integer(route.distance)} {route.distanceUnit}
                  </span>
                  <span>
                    {words('mapDuration')} {formatDuration(route.durationMinutes)}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </Dialog>
      <Dialog
        visible={refusal !== null}
        header={refusal?.title ?? ''}
        modal
        onHide={() => setRefusal(null)}
        style={{ width: 'min(36rem, 95vw)' }}
        footer={<Button type="button" label={words('close')} onClick={() => setRefusal(null)} autoFocus />}
      >
        {refusal ? (
          <div className="delivery-table__refusal" role="alert">
            <p>{refusal.message}</p>
            <ul>
              {refusal.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </Dialog>
      <RouteCalculationFailedDialog visible={routeFailed} onClose={() => setRouteFailed(false)} />
    </>
  );
}
