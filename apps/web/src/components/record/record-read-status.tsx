import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../table/load-failure';
import { Message, ProgressSpinner } from '../ui';
import { isApiError } from '../../lib/api-client';

/** How a record's read is going: a TanStack query result fits. */
export interface RecordRead {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

/** A read refused because the record is not there (deleted, or a wrong id in a pasted link). */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export interface RecordReadStatusProps {
  readonly read: RecordRead;
  /** What the load failure calls the record, in the catalogue's 'Could not load X' wording ('order'). */
  readonly subject: string;
}

/**
 * What a record's screen shows in place of the record until it is read (issue 12): a spinner while loading, the
 * not-found notice for a record that is not there, or the load failure with its Retry. The record page and the
 * screens of one order that are not record pages (phasing, pictures, e-mails) say it the same way.
 */
export function RecordReadStatus({ read, subject }: RecordReadStatusProps) {
  const { t } = useTranslation();
  if (read.isPending) {
    return (
      // The status names what is happening; the spinner is its picture (a progress bar with no name of its own).
      <div role="status" aria-label={t('common.loading')}>
        <ProgressSpinner aria-hidden="true" />
      </div>
    );
  }
  // The message is an alert of its own.
  if (isNotFound(read.error)) return <Message severity="warn" text={t('record.notFound')} />;
  return <LoadFailure error={read.error} subject={subject} onRetry={() => void read.refetch()} />;
}
