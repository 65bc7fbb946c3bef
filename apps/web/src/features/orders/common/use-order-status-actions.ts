import { useTranslation } from 'react-i18next';
import {
  confirmationMessage,
  failedTitle,
  FlowEntity,
  OrderStatus,
  transitionLabelKey,
  transitionsFrom,
  type Transition,
} from '@portal/contracts';
import type { RowAction } from '../../../components/table';
import { useConfirm, useToast, type IconName } from '../../../components/ui';
import { useSession } from '../../../lib/auth';
import { failureMessage } from '../../../lib/failure-message';
import { useLabels } from '../../../lib/i18n-labels';
import {
  isOrderStatusCall,
  ORDER_STATUS_CALL_ICONS,
  orderStatusFailureVerb,
  useChangeOrderStatus,
  type OrderStatusAnswer,
  type OrderStatusCallKey,
  type OrderStatusSubject,
} from './order-status';

/** An order as its status actions need it: the call's subject and the number the words name. */
export interface OrderStatusRecord extends OrderStatusSubject {
  /** 'OR-10001' (formatOrderNumber): fills the confirmation and the toasts. */
  readonly formattedNumber: string;
}

/** One status move an order offers: its words, and what choosing it does (confirm when the table asks, call). */
export interface OrderStatusChoice {
  readonly key: OrderStatusCallKey;
  readonly transition: Transition;
  readonly icon: IconName;
  /** Names the order ('Cancel OR-10001'), for a row's icon button. */
  readonly label: string;
  /** The move's own label ('Cancel'), for a button beside the order's title or a menu entry. */
  readonly shortLabel: string;
  readonly tone: 'default' | 'danger';
  /** Asks the §8 confirmation when the table names one, then makes the call. */
  readonly choose: () => void;
}

export interface OrderStatusActionsOptions {
  /** After a move succeeded, with the order's new status and version. */
  readonly onChanged?: (order: OrderStatusAnswer) => void;
}

/**
 * The order status moves (spec 001 §4 'Order: New goes to WIP or cancel …'), one place for every order screen:
 * what the transitions table offers the user's role from the order's status, the table's §8 confirmation before
 * the call (cancel, reinstate, complete), the success toast, and the server's refusal shown as it words it (the
 * §8 finish-setup messages, an outdated version) — or the catalogue's 'Could not … order' when it gave none.
 */
export function useOrderStatusActions({ onChanged }: OrderStatusActionsOptions = {}) {
  const { t } = useTranslation();
  const labels = useLabels();
  const { roleId } = useSession();
  const confirm = useConfirm();
  const toast = useToast();
  const mutation = useChangeOrderStatus();

  /** Makes the move without asking (the board asks the confirmation itself); reports success and failure. */
  const run = (order: OrderStatusRecord, transition: Transition): Promise<OrderStatusAnswer | undefined> => {
    const key = transition.key;
    if (!isOrderStatusCall(key)) return Promise.resolve(undefined);
    return mutation.mutateAsync({ key, order }).then(
      (changed) => {
        toast.showSuccess(
          t('orderBoard.statusChanged', {
            number: order.formattedNumber,
            status: labels.enumeration(OrderStatus, changed.statusId),
          }),
        );
        onChanged?.(changed);
        return changed;
      },
      (error: unknown) => {
        toast.showError(failureMessage(error, orderStatusFailureVerb(key), 'order'), failedTitle('Order'));
        return undefined;
      },
    );
  };

  const shortLabelOf = (transition: Transition) =>
    t(transitionLabelKey(transition.label), { defaultValue: transition.label });

  /** Asks the transition's confirmation when the table names one (Yes makes the call, No does nothing). */
  const confirmAndRun = (order: OrderStatusRecord, transition: Transition) => {
    if (transition.confirmation === null) {
      void run(order, transition);
      return;
    }
    confirm({
      header: shortLabelOf(transition),
      // The confirm dialog reads the sentence back into its dictionary template (decision 108).
      message: confirmationMessage(transition.confirmation, order.formattedNumber),
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      onAccept: () => void run(order, transition),
    });
  };

  /** The moves the table offers this user from the order's status, in the table's order. */
  const choicesFor = (order: OrderStatusRecord): OrderStatusChoice[] => {
    const offered =
      roleId === null || roleId === undefined
        ? []
        : transitionsFrom(FlowEntity.ORDER, order.statusId, roleId);
    return offered.flatMap((transition): OrderStatusChoice[] => {
      const key = transition.key;
      if (!isOrderStatusCall(key)) return [];
      const shortLabel = shortLabelOf(transition);
      return [
        {
          key,
          transition,
          icon: ORDER_STATUS_CALL_ICONS[key],
          label: t('orderBoard.actionFor', { action: shortLabel, number: order.formattedNumber }),
          shortLabel,
          tone: key === 'order.cancel' ? 'danger' : 'default',
          choose: () => confirmAndRun(order, transition),
        },
      ];
    });
  };

  return { choicesFor, run, isPending: mutation.isPending };
}

/** A status move as a list row's action. */
export function toOrderRowAction(choice: OrderStatusChoice): RowAction {
  return {
    key: choice.key,
    icon: choice.icon,
    label: choice.label,
    tone: choice.tone,
    onClick: choice.choose,
  };
}
