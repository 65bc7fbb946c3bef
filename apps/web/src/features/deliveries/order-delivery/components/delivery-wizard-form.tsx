import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_TRUCK_COUNT, type DeliveryWizardRow } from '@portal/contracts';
import { Button, iconClass, Message, NumberInput } from '../../../../components/ui';
import { truckCountLimit } from '../wizard-rules';
import { ItemPickTable, togglePicked, togglePickedPage } from './item-pick-table';

export interface DeliveryWizardFormProps {
  /** The rows shown (one page of an order's items, or a quote's lines). */
  readonly rows: readonly DeliveryWizardRow[];
  /** Whether the order or quote has any item at all (the 'nothing to deliver' message otherwise). */
  readonly hasItems: boolean;
  /** Items not on any delivery: the truck count may not exceed it (spec 001 §5). */
  readonly unassignedCount: number;
  readonly intro: string;
  readonly noItems: string;
  readonly back: { readonly to: string; readonly label: string };
  /** Why a disabled row that is on no delivery cannot be picked (a quote line whose sourcing is incomplete). */
  readonly reasonOf?: (row: DeliveryWizardRow) => string;
  /** The pager under the table, when the rows are a page. */
  readonly pager?: ReactNode;
  readonly isCreating: boolean;
  readonly onCreate: (itemIds: number[], truckCount: number) => void;
}

/**
 * The delivery wizard's form for both kinds (issue 38 'Wizard'; decisions 214, 218): the rows, those on another
 * delivery shown checked and disabled with its number (spec 000 §4), the picks kept by id across pages, the number
 * of trucks — never more than the picks, the unassigned items or MAX_TRUCK_COUNT (spec 001 §5) — and Create.
 */
export function DeliveryWizardForm({
  rows,
  hasItems,
  unassignedCount,
  intro,
  noItems,
  back,
  reasonOf,
  pager,
  isCreating,
  onCreate,
}: DeliveryWizardFormProps) {
  const { t } = useTranslation();
  // Picked items by id, kept across pages (the payload names ids, never a page).
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [truckCount, setTruckCount] = useState<number | null>(1);

  const maxTrucks = truckCountLimit(picked.size, unassignedCount, MAX_TRUCK_COUNT);
  const isTruckCountValid =
    truckCount !== null && Number.isInteger(truckCount) && truckCount >= 1 && truckCount <= maxTrucks;

  const toggle = (row: DeliveryWizardRow) => setPicked((current) => togglePicked(current, row));
  const togglePage = () => setPicked((current) => togglePickedPage(current, rows));

  const create = () => {
    if (!isTruckCountValid || picked.size === 0) return;
    onCreate([...picked], truckCount ?? 1);
  };

  return (
    <div className="surface-panel order-delivery-wizard">
      <p className="order-delivery__intro">{intro}</p>
      {!hasItems ? (
        <Message severity="info" text={noItems} />
      ) : (
        <>
          <ItemPickTable
            rows={rows}
            picked={picked}
            onToggle={toggle}
            onTogglePage={togglePage}
            label={t('orderDelivery.items')}
            pickLabelOf={(row) =>
              t('orderDelivery.selectItem', { product: row.productName, size: row.productSizeName })
            }
            noteOf={(row) =>
              row.deliveryNumber
                ? t('orderDelivery.onAnotherDelivery', { number: row.deliveryNumber })
                : row.disabled && reasonOf
                  ? reasonOf(row)
                  : ''
            }
          />
          {pager}
          <p className="order-delivery__counts" aria-live="polite">
            {t('orderDelivery.selectedCount', { count: picked.size })} ·{' '}
            {t('orderDelivery.unassignedCount', { count: unassignedCount })}
          </p>
          <div className="form-field order-delivery__truck-count">
            <label htmlFor="order-delivery-truck-count">{t('orderDelivery.truckCount')}</label>
            <NumberInput
              id="order-delivery-truck-count"
              value={truckCount}
              onValueChange={setTruckCount}
              aria-describedby="order-delivery-truck-count-hint"
              aria-invalid={!isTruckCountValid}
            />
            <small id="order-delivery-truck-count-hint">
              {t('orderDelivery.truckCountHint', { max: maxTrucks })}
            </small>
          </div>
        </>
      )}
      <div className="form-actions">
        <Link to={back.to} className="p-button p-button-text">
          {back.label}
        </Link>
        <Button
          type="button"
          label={t('orderDelivery.create')}
          icon={iconClass('check')}
          loading={isCreating}
          disabled={picked.size === 0 || !isTruckCountValid || isCreating}
          onClick={create}
        />
      </div>
    </div>
  );
}
