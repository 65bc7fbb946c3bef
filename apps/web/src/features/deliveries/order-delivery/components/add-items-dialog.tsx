import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryWizardRow, OrderDelivery } from '@portal/contracts';
import { Button, Dialog, iconClass, Message } from '../../../../components/ui';
import { useQuoteDeliveryLines, useWizardPage } from '../api/order-delivery';
import type { DeliveryKind } from '../delivery-kind';
import { ItemPickTable, togglePicked, togglePickedPage } from './item-pick-table';

export interface AddItemsDialogProps {
  readonly kind: DeliveryKind;
  readonly delivery: Pick<OrderDelivery, 'id' | 'deliveryNumber' | 'quoteId' | 'orders'>;
  readonly isSaving: boolean;
  readonly onAdd: (itemIds: number[]) => void;
  readonly onClose: () => void;
}

/**
 * 'Add items' of the delivery workspace (issue 38; spec 000 §3 item add payload, spec 001 §7
 * add{Order,Quote}DeliveryItems; decision 218 amended in session 25): the record's items as the wizard reads and
 * shows them — an order's a page at a time, a quote's lines whole with the unsourced ones disabled and why — those
 * on a delivery checked and disabled with its number, the others picked from the keyboard; the add sends the picks.
 */
export function AddItemsDialog({ kind, delivery, ...props }: AddItemsDialogProps) {
  return kind.name === 'quote' ? (
    <QuoteLines
      quoteId={delivery.quoteId ?? 0}
      deliveryId={delivery.id}
      number={delivery.deliveryNumber}
      {...props}
    />
  ) : (
    <OrderItems
      orders={delivery.orders}
      deliveryId={delivery.id}
      number={delivery.deliveryNumber}
      {...props}
    />
  );
}

type ListProps = Omit<AddItemsDialogProps, 'kind' | 'delivery'> & {
  readonly deliveryId: number;
  readonly number: string;
};

/** GET quoteDeliveryLines/{quoteId}: the quote's counted lines (the wizard's read, decision 218). */
function QuoteLines({ quoteId, ...props }: ListProps & { readonly quoteId: number }) {
  const { t } = useTranslation();
  const read = useQuoteDeliveryLines(quoteId);
  const plan = read.data;
  // spec 001 §5: a line goes on a truck only once its seller and both unit prices are set.
  const reasonOf = (row: DeliveryWizardRow) =>
    plan?.rows.find((line) => line.id === row.id)?.sourced === false ? t('quoteDelivery.notSourced') : '';
  return (
    <AddItemsDialogView
      {...props}
      rows={plan?.rows}
      isError={read.isError}
      onRetry={() => void read.refetch()}
      reasonOf={reasonOf}
    />
  );
}

/** GET orderDeliverySubOrderPageableResult: the delivery's orders' items, a page of one order at a time (the wizard's read). */
function OrderItems({ orders, ...props }: ListProps & { readonly orders: OrderDelivery['orders'] }) {
  const { t } = useTranslation();
  const [orderId, setOrderId] = useState(orders[0]?.id ?? 0);
  const [page, setPage] = useState(1);
  const read = useWizardPage(orderId, page);
  const wizard = read.data;
  const pages = wizard ? Math.max(1, Math.ceil(wizard.total / wizard.size)) : 1;
  const orderChoice =
    orders.length > 1 ? (
      <div className="form-field">
        <label htmlFor="add-items-order">{t('orderDelivery.addItemsOrder')}</label>
        <select
          id="add-items-order"
          className="p-inputtext"
          value={orderId}
          onChange={(event) => {
            setOrderId(Number(event.target.value));
            setPage(1);
          }}
        >
          {orders.map((order) => (
            <option key={order.id} value={order.id}>
              {order.orderNumber}
            </option>
          ))}
        </select>
      </div>
    ) : null;
  const pager =
    pages > 1 ? (
      <div className="order-delivery__pager">
        <Button
          type="button"
          icon={iconClass('back')}
          aria-label={t('orderDelivery.previousPage')}
          text
          disabled={page <= 1}
          onClick={() => setPage((current) => current - 1)}
        />
        <span>{t('orderDelivery.pageOf', { page, pages })}</span>
        <Button
          type="button"
          icon={iconClass('forward')}
          aria-label={t('orderDelivery.nextPage')}
          text
          disabled={page >= pages}
          onClick={() => setPage((current) => current + 1)}
        />
      </div>
    ) : null;
  return (
    <AddItemsDialogView
      {...props}
      rows={wizard?.rows}
      isError={read.isError}
      onRetry={() => void read.refetch()}
      before={orderChoice}
      pager={pager}
    />
  );
}

interface AddItemsDialogViewProps extends ListProps {
  /** The rows, undefined while they are read. */
  readonly rows: readonly DeliveryWizardRow[] | undefined;
  readonly isError: boolean;
  readonly onRetry: () => void;
  readonly reasonOf?: (row: DeliveryWizardRow) => string;
  readonly before?: ReactNode;
  readonly pager?: ReactNode;
}

function AddItemsDialogView({
  deliveryId,
  number,
  rows,
  isError,
  onRetry,
  reasonOf,
  before,
  pager,
  isSaving,
  onAdd,
  onClose,
}: AddItemsDialogViewProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const noteOf = (row: DeliveryWizardRow) =>
    row.deliveryId === deliveryId
      ? t('orderDelivery.onThisDelivery')
      : row.deliveryNumber
        ? t('orderDelivery.onAnotherDelivery', { number: row.deliveryNumber })
        : row.disabled && reasonOf
          ? reasonOf(row)
          : '';
  const hasPickable = rows?.some((row) => !row.disabled) ?? false;
  return (
    <Dialog
      visible
      header={t('orderDelivery.addItemsTitle', { number })}
      modal
      onHide={onClose}
      style={{ width: 'min(60rem, 96vw)' }}
      footer={
        <>
          <Button
            type="button"
            label={t('orderDelivery.cancel')}
            severity="secondary"
            text
            onClick={onClose}
          />
          <Button
            type="button"
            label={t('orderDelivery.addItemsSave', { count: picked.size })}
            icon={iconClass('add')}
            loading={isSaving}
            disabled={isSaving || picked.size === 0}
            onClick={() => onAdd([...picked])}
          />
        </>
      }
    >
      <p className="order-delivery__intro">{t('orderDelivery.addItemsIntro')}</p>
      {before}
      {isError ? (
        <div className="order-delivery__notice">
          <Message severity="error" text={t('orderDelivery.addItemsFailed')} />
          <Button type="button" label={t('orderDelivery.addItemsRetry')} onClick={onRetry} />
        </div>
      ) : !rows ? (
        <p role="status">{t('orderDelivery.addItemsLoading')}</p>
      ) : (
        <>
          {hasPickable ? null : <Message severity="info" text={t('orderDelivery.addItemsNone')} />}
          <ItemPickTable
            rows={rows}
            picked={picked}
            onToggle={(row) => setPicked((current) => togglePicked(current, row))}
            onTogglePage={() => setPicked((current) => togglePickedPage(current, rows))}
            label={t('orderDelivery.addItemsTable')}
            pickLabelOf={(row) =>
              t('orderDelivery.addItem', { product: row.productName, size: row.productSizeName })
            }
            noteOf={noteOf}
          />
          {pager}
          <p className="order-delivery__counts" aria-live="polite">
            {t('orderDelivery.addItemsPicked', { count: picked.size })}
          </p>
        </>
      )}
    </Dialog>
  );
}
