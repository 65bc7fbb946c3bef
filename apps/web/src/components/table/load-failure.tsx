import { useTranslation } from 'react-i18next';
import { Button, iconClass, Message } from '../ui';
import { failureMessage } from '../../lib/failure-message';
import { translateMessage } from '../../lib/i18n-labels';

export interface LoadFailureProps {
  readonly error: unknown;
  /** What could not be loaded, in the catalogue's 'Could not load X' wording ('users', 'tax rates'). */
  readonly subject: string;
  readonly onRetry: () => void;
}

/**
 * A list that could not be loaded says so and offers to try again (issue 11), instead of the empty-table text
 * that would read as 'there is nothing'.
 */
export function LoadFailure({ error, subject, onRetry }: LoadFailureProps) {
  const { t } = useTranslation();
  return (
    <div className="load-failure" role="alert">
      <Message severity="error" text={translateMessage(failureMessage(error, 'load', subject))} />
      <Button type="button" label={t('table.retry')} icon={iconClass('refresh')} outlined onClick={onRetry} />
    </div>
  );
}
