import { StandardizedQuoteStatus } from '@portal/contracts';
import type { TagSeverity } from '../../../../components/ui';
import type { StatusCallWords } from '../../common/status-transitions';
import type { StandardizedQuoteStatusCall } from '../api/standardized-quotes';

const SQ = StandardizedQuoteStatus.ids;

/** Each status as a tag tone: work to do, done, gone. */
export const STANDARDIZED_QUOTE_STATUS_SEVERITY: Readonly<Record<number, TagSeverity>> = {
  [SQ.WIP]: 'warning',
  [SQ.COMPLETE]: 'info',
  [SQ.PROCESSED]: 'success',
  [SQ.CANCELLED]: 'danger',
  [SQ.PICKED_UP]: 'info',
  [SQ.ARCHIVED]: 'secondary',
};

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
