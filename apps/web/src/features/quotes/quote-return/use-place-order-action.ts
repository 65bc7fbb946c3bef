import { useTranslation } from 'react-i18next';
import {
  confirmationMessage,
  failedTitle,
  FlowEntity,
  formatQuoteNumber,
  transitionLabelKey,
  transitionsFrom,
  type ConstructedQuote,
} from '@portal/contracts';
import { useConfirm, useToast } from '../../../components/ui';
import { useSession } from '../../../lib/auth';
import { failureMessage } from '../../../lib/failure-message';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { usePlaceOrder } from './api/quote-return';

const PLACE_ORDER = 'quote.placeOrder';

export interface PlaceOrderAction {
  /** The transition's label ('Place Order'). */
  readonly label: string;
  readonly isPending: boolean;
  /** Asks the §8 confirmation, then places the order. */
  readonly choose: () => void;
}

/**
 * 'Place order' of a returned quote (spec 001 §4 returned quote card; §8 confirmation; POST order): offered only
 * when the transitions table offers it to the user's role for this quote — complete and returned — and null
 * otherwise. The server checks the same table whatever is sent.
 */
export function usePlaceOrderAction(
  quote: Pick<ConstructedQuote, 'id' | 'quoteNumber' | 'statusId' | 'returnStatusId'>,
  onPlaced?: (order: { readonly id: number; readonly formattedNumber: string }) => void,
): PlaceOrderAction | null {
  const { t } = useTranslation();
  const { roleId } = useSession();
  const confirm = useConfirm();
  const toast = useToast();
  const placeOrder = usePlaceOrder();
  const transition =
    roleId === null || roleId === undefined
      ? undefined
      : transitionsFrom(FlowEntity.QUOTE, quote.statusId, roleId, {
          quoteReturnStatusId: quote.returnStatusId,
        }).find((candidate) => candidate.key === PLACE_ORDER);
  if (!transition) return null;
  const number = formatQuoteNumber('CQ', quote.quoteNumber);
  const label = t(transitionLabelKey(transition.label), { defaultValue: transition.label });
  return {
    label,
    isPending: placeOrder.isPending,
    choose: () => {
      // The confirmation's opening is the intent: its one key goes with the call (decision 193).
      const idempotencyKey = newIdempotencyKey();
      confirm({
        header: label,
        message: confirmationMessage('placeOrder', number),
        acceptLabel: t('common.yes'),
        rejectLabel: t('common.no'),
        onAccept: () =>
          placeOrder.mutate(
            { quoteId: quote.id, idempotencyKey },
            {
              onSuccess: (order) => {
                toast.showSuccess(
                  t('quoteReturn.orderPlaced', {
                    order: order.formattedNumber,
                    number,
                    count: order.subOrders.length,
                    subOrders: order.subOrders.length,
                    items: order.items.length,
                  }),
                );
                onPlaced?.(order);
              },
              onError: (error: unknown) =>
                toast.showError(failureMessage(error, 'update', 'quote'), failedTitle('Quote')),
            },
          ),
      });
    },
  };
}
