import { useTranslation } from 'react-i18next';
import type { DeliveryWizardRow } from '@portal/contracts';
import { useFormat } from '../../../../lib/i18n-format';

export interface ItemPickTableProps {
  readonly rows: readonly DeliveryWizardRow[];
  /** The items picked, by id (kept by the caller across pages). */
  readonly picked: ReadonlySet<number>;
  readonly onToggle: (row: DeliveryWizardRow) => void;
  /** Picks every pickable row shown, or drops them all when they are all picked. */
  readonly onTogglePage: () => void;
  /** The table's name, and each row's checkbox name ('Move Acer rubrum (#5)', 'Add Acer rubrum (#5)'). */
  readonly label: string;
  readonly pickLabelOf: (row: DeliveryWizardRow) => string;
  /** The 'Delivery' cell: where a row is, or why it cannot be picked. */
  readonly noteOf: (row: DeliveryWizardRow) => string;
}

/**
 * The delivery wizard's table of items (issue 38; decisions 214, 218), also the workspace's 'Add items' list: each
 * row's product, size, seller, quantity and per-unit values, a row on a delivery shown checked and disabled with its
 * number (spec 000 §4), a row the kind cannot carry disabled with its reason, the others picked from the keyboard
 * (a checkbox per row, one for the whole page).
 */
export function ItemPickTable({
  rows,
  picked,
  onToggle,
  onTogglePage,
  label,
  pickLabelOf,
  noteOf,
}: ItemPickTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const pickable = rows.filter((row) => !row.disabled);
  const isPageAllPicked = pickable.length > 0 && pickable.every((row) => picked.has(row.id));
  return (
    <table className="order-delivery__table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col" className="order-delivery__check">
            <input
              type="checkbox"
              aria-label={t('orderDelivery.selectPage')}
              checked={isPageAllPicked}
              disabled={pickable.length === 0}
              onChange={onTogglePage}
            />
          </th>
          <th scope="col">{t('orderDelivery.product')}</th>
          <th scope="col">{t('orderDelivery.size')}</th>
          <th scope="col">{t('orderDelivery.seller')}</th>
          <th scope="col" className="order-delivery__number">
            {t('orderDelivery.quantity')}
          </th>
          <th scope="col" className="order-delivery__number">
            {t('orderDelivery.unitWeight')}
          </th>
          <th scope="col" className="order-delivery__number">
            {t('orderDelivery.unitFloorSpace')}
          </th>
          <th scope="col">{t('orderDelivery.onDelivery')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={row.disabled ? 'order-delivery__row--disabled' : undefined}>
            <td className="order-delivery__check">
              <input
                type="checkbox"
                aria-label={pickLabelOf(row)}
                // spec 000 §4: an item on another delivery is shown, never picked.
                checked={row.deliveryNumber !== null || picked.has(row.id)}
                disabled={row.disabled}
                onChange={() => onToggle(row)}
              />
            </td>
            <td>{row.productName}</td>
            <td>{row.productSizeName}</td>
            <td>{row.sellerCompany?.name ?? ''}</td>
            <td className="order-delivery__number">{format.decimal(row.quantity)}</td>
            <td className="order-delivery__number">
              {row.unitWeightLb === null ? '' : format.decimal(row.unitWeightLb)}
            </td>
            <td className="order-delivery__number">
              {row.unitFloorSpaceSqft === null ? '' : format.decimal(row.unitFloorSpaceSqft)}
            </td>
            <td>{noteOf(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Picks kept by id (across pages: the payloads name ids, never a page), toggled one row or a page at a time. */
export function togglePicked(current: ReadonlySet<number>, row: DeliveryWizardRow): ReadonlySet<number> {
  if (row.disabled) return current;
  const next = new Set(current);
  if (next.has(row.id)) next.delete(row.id);
  else next.add(row.id);
  return next;
}

export function togglePickedPage(
  current: ReadonlySet<number>,
  rows: readonly DeliveryWizardRow[],
): ReadonlySet<number> {
  const pickable = rows.filter((row) => !row.disabled);
  const isPageAllPicked = pickable.length > 0 && pickable.every((row) => current.has(row.id));
  const next = new Set(current);
  for (const row of pickable) {
    if (isPageAllPicked) next.delete(row.id);
    else next.add(row.id);
  }
  return next;
}
