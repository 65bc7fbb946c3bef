import { useTranslation } from 'react-i18next';
import type { DeliveryItemSummary } from '@portal/contracts';
import { Button, Dialog, Message, Tag } from '../../../../components/ui';
import { useFormat } from '../../../../lib/i18n-format';
import { useDeliveryItemSummary } from '../api/order-delivery';
import { ORDER_DELIVERY_KIND, type DeliveryKind } from '../delivery-kind';

export interface ItemSummaryTableProps {
  readonly summary: DeliveryItemSummary;
}

/**
 * The delivery's items (spec 001 §7 orderDeliveryItemSummary): each with its pickup and drop-off stop, quantity,
 * unit weight and floor space, then the totals. The totals are the server's known weight and floor space: an item
 * with no unit weight or floor space is named invalid on its row and counted in words, never as zero.
 */
export function ItemSummaryTable({ summary }: ItemSummaryTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const invalid = new Set(summary.invalidItemIds);
  const stopText = (sequence: number | null) =>
    sequence === null ? t('orderDelivery.noStop') : t('orderDelivery.stopOf', { sequence });
  const perUnit = (value: number | null) => (value === null ? '' : format.decimal(value));
  return (
    <div className="order-delivery__summary">
      <table
        className="order-delivery__table"
        aria-label={t('orderDelivery.itemSummaryTitle', { number: summary.deliveryNumber })}
      >
        <thead>
          <tr>
            <th scope="col">{t('orderDelivery.product')}</th>
            <th scope="col">{t('orderDelivery.size')}</th>
            <th scope="col">{t('orderDelivery.seller')}</th>
            <th scope="col">{t('orderDelivery.pickupStop')}</th>
            <th scope="col">{t('orderDelivery.dropOffStop')}</th>
            <th scope="col" className="order-delivery__number">
              {t('orderDelivery.quantity')}
            </th>
            <th scope="col" className="order-delivery__number">
              {t('orderDelivery.unitWeight')}
            </th>
            <th scope="col" className="order-delivery__number">
              {t('orderDelivery.unitFloorSpace')}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.productName}
                {invalid.has(item.id) ? (
                  <>
                    {' '}
                    <Tag value={t('orderDelivery.invalidItem')} severity="danger" />
                  </>
                ) : null}
              </td>
              <td>{item.productSizeName}</td>
              <td>{item.sellerCompany?.name ?? ''}</td>
              <td>{stopText(item.pickupStopSequence)}</td>
              <td>{stopText(item.dropOffStopSequence)}</td>
              <td className="order-delivery__number">{format.decimal(item.quantity)}</td>
              <td className="order-delivery__number">{perUnit(item.unitWeightLb)}</td>
              <td className="order-delivery__number">{perUnit(item.unitFloorSpaceSqft)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-delivery__facts">
        <dt>{t('orderDelivery.totalItems')}</dt>
        <dd>{format.integer(summary.itemCount)}</dd>
        <dt>{t('orderDelivery.totalQuantity')}</dt>
        <dd>{format.decimal(summary.totalQuantity)}</dd>
        <dt>{t('orderDelivery.knownWeight')}</dt>
        <dd>{t('orderDelivery.weightValue', { value: format.decimal(summary.knownWeightLb) })}</dd>
        <dt>{t('orderDelivery.knownFloorSpace')}</dt>
        <dd>{t('orderDelivery.floorSpaceValue', { value: format.decimal(summary.knownFloorSpaceSqft) })}</dd>
      </dl>
      {summary.invalidItemIds.length > 0 ? (
        <Message
          severity="warn"
          text={t('orderDelivery.invalidSummary', { count: summary.invalidItemIds.length })}
        />
      ) : null}
    </div>
  );
}

export interface ItemSummaryDialogProps {
  readonly deliveryId: number;
  readonly deliveryNumber: string;
  readonly kind?: DeliveryKind;
  readonly onClose: () => void;
}

/** The item summary in a dialog, read when it opens (the workspace's 'Item summary' button). */
export function ItemSummaryDialog({
  deliveryId,
  deliveryNumber,
  kind = ORDER_DELIVERY_KIND,
  onClose,
}: ItemSummaryDialogProps) {
  const { t } = useTranslation();
  const summary = useDeliveryItemSummary(deliveryId, kind);
  return (
    <Dialog
      visible
      header={t('orderDelivery.itemSummaryTitle', { number: deliveryNumber })}
      modal
      onHide={onClose}
      style={{ width: 'min(64rem, 96vw)' }}
      footer={
        <Button type="button" label={t('orderDelivery.close')} severity="secondary" onClick={onClose} />
      }
    >
      {summary.data ? (
        <ItemSummaryTable summary={summary.data} />
      ) : summary.isError ? (
        <Message severity="error" text={t('orderDelivery.itemSummaryFailed')} />
      ) : (
        <p role="status">{t('orderDelivery.itemSummaryLoading')}</p>
      )}
    </Dialog>
  );
}
