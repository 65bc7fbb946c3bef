import { useTranslation } from 'react-i18next';
import {
  confirmationMessage,
  failedTitle,
  transitionLabelKey,
  transitionsFrom,
  type FlowEntity,
  type StatusCallSubject,
  type Transition,
} from '@portal/contracts';
import type { RowAction } from '../../../components/table';
import { useConfirm, useToast, type IconName } from '../../../components/ui';
import { useSession } from '../../../lib/auth';
import { failureMessage } from '../../../lib/failure-message';

/** A status call's icon, its words (`${area}.${label}` and `${area}.${done}`) and its failure's verb (§8). */
export interface StatusCallWords {
  readonly icon: IconName;
  readonly label: string;
  readonly done: string;
  readonly verb: 'cancel' | 'reinstate' | 'update';
}

export interface StatusTransitionsOptions<TKey extends string> {
  readonly entity: FlowEntity;
  /** The transitions this screen makes, by the transitions table's key. */
  readonly calls: Readonly<Record<TKey, StatusCallWords>>;
  /** The dictionary area holding the calls' words ('quoteRequests'). */
  readonly area: string;
  /** What the failure says it could not change ('quote request') and its title ('Quote Request'). */
  readonly subject: string;
  readonly title: string;
  /** Makes the call, with the version of the record the user saw (decision 204). */
  readonly change: (key: TKey, record: StatusCallSubject) => Promise<unknown>;
}

/** One status change a record offers: its words, and what choosing it does (confirm when the table asks, call). */
export interface StatusChoice<TKey extends string> {
  readonly key: TKey;
  readonly icon: IconName;
  /** Names the record ('Cancel QR-10001'). */
  readonly label: string;
  /** The transition's own label ('Cancel'), for a button beside the record's title. */
  readonly shortLabel: string;
  readonly tone: 'default' | 'danger';
  /**
   * Confirms when the table asks, then calls. `saved` is the record as a save just answered it (Save and Continue,
   * decision 201): the call then sends that version, not the one this choice was made from (decision 204).
   */
  readonly choose: (saved?: StatusCallSubject) => void;
}

/**
 * The status changes of a record the transitions table offers the user's role (spec 001 §4), with the table's
 * confirmation before the call and the toasts after it: one place for the lists and record pages of the flow.
 * `extra` adds workflow rows a screen offers although the menus do not (a request's archive, decision 135).
 */
export function useStatusTransitions<TKey extends string>({
  entity,
  calls,
  area,
  subject,
  title,
  change,
}: StatusTransitionsOptions<TKey>) {
  const { t } = useTranslation();
  const { roleId } = useSession();
  const confirm = useConfirm();
  const toast = useToast();
  const isCall = (key: string): key is TKey => key in calls;

  return (
    record: StatusCallSubject,
    number: string,
    extra: readonly Transition[] = [],
  ): StatusChoice<TKey>[] => {
    const offered =
      roleId === null || roleId === undefined ? [] : transitionsFrom(entity, record.statusId, roleId);
    return [...offered, ...extra].flatMap((transition): StatusChoice<TKey>[] => {
      const key = transition.key;
      if (!isCall(key)) return [];
      const words = calls[key];
      const shortLabel = t(transitionLabelKey(transition.label), { defaultValue: transition.label });
      const run = (current: StatusCallSubject) =>
        change(key, { id: current.id, statusId: current.statusId, version: current.version }).then(
          () => toast.showSuccess(t(`${area}.${words.done}`, { number })),
          (error: unknown) => toast.showError(failureMessage(error, words.verb, subject), failedTitle(title)),
        );
      return [
        {
          key,
          icon: words.icon,
          label: t(`${area}.${words.label}`, { number }),
          shortLabel,
          tone: words.verb === 'cancel' ? 'danger' : 'default',
          choose: (saved) => {
            const current = saved ?? record;
            if (transition.confirmation === null) {
              void run(current);
              return;
            }
            confirm({
              header: shortLabel,
              // The confirm dialog reads the sentence back into its dictionary template (decision 108).
              message: confirmationMessage(transition.confirmation, number),
              acceptLabel: t('common.yes'),
              rejectLabel: t('common.no'),
              onAccept: () => void run(current),
            });
          },
        },
      ];
    });
  };
}

/** A status change as a list row's action. */
export function toRowAction<TKey extends string>(choice: StatusChoice<TKey>): RowAction {
  return {
    key: choice.key,
    icon: choice.icon,
    label: choice.label,
    tone: choice.tone,
    onClick: () => choice.choose(),
  };
}
