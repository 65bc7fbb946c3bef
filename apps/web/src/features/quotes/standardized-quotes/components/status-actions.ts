import { useTranslation } from 'react-i18next';
import { FlowEntity, StandardizedQuoteStatus } from '@portal/contracts';
import { useConfirmDelete } from '../../../../components/table';
import { useStatusTransitions, type StatusCallWords } from '../../common/status-transitions';
import {
  useChangeStandardizedQuoteStatus,
  useDeleteStandardizedQuote,
  type StandardizedQuoteStatusCall,
} from '../api/standardized-quotes';

const SQ = StandardizedQuoteStatus.ids;

/** Each status call's words (standardization.*) and the failure's verb (spec 001 §8). */
export const STATUS_CALL_WORDS: Readonly<Record<StandardizedQuoteStatusCall, StatusCallWords>> = {
  'standardizedQuote.cancel': { icon: 'deactivate', label: 'cancel', done: 'cancelled', verb: 'cancel' },
  'standardizedQuote.reinstate': {
    icon: 'restore',
    label: 'reinstate',
    done: 'reinstated',
    verb: 'reinstate',
  },
};

/** Once complete its quote exists (decision 140); processed ones only show their items (spec 001 §4). */
export function canDeleteStandardizedQuote(statusId: number): boolean {
  return statusId !== SQ.COMPLETE && statusId !== SQ.PROCESSED;
}

/**
 * What the list's rows and the record page's header do to a standardized quote as a whole: its status changes
 * (the transitions table's, confirmed) and its delete (confirmed, then `afterDelete`).
 */
export function useStandardizedQuoteActions() {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const changeStatus = useChangeStandardizedQuoteStatus();
  const deleteQuote = useDeleteStandardizedQuote();
  const statusChoices = useStatusTransitions({
    entity: FlowEntity.STANDARDIZED_QUOTE,
    calls: STATUS_CALL_WORDS,
    area: 'standardization',
    subject: 'standardized quote',
    title: 'Standardized Quote',
    change: (call, record) => changeStatus.mutateAsync({ call, record }),
  });
  const remove = (id: number, number: string, afterDelete?: () => void) =>
    confirmDelete({
      header: t('standardization.deleteTitle'),
      subject: 'standardized quote',
      name: number,
      failed: 'Standardized Quote Delete',
      run: () => deleteQuote.mutateAsync(id).then(() => afterDelete?.()),
    });
  return { statusChoices, remove };
}
