import { Button, Message } from '../../../components/ui';
import { translateMessage } from '../../../lib/i18n-labels';
import { failureMessage, useWords } from './use-words';

export interface LoadFailureProps {
  readonly error: unknown;
  /** What could not be loaded, in the catalogue's 'Could not load X' wording ('translations', 'tax rates'). */
  readonly subject: string;
  readonly onRetry: () => void;
}

/**
 * A table whose list could not be loaded says so and offers to try again (issue 11), instead of the empty-table
 * text that would read as 'there is nothing'.
 */
export function LoadFailure({ error, subject, onRetry }: LoadFailureProps) {
  const words = useWords();
  return (
    <div className="load-failure">
      <Message severity="error" text={translateMessage(failureMessage(error, 'load', subject))} />
      <Button type="button" label={words('settings.retry')} icon="pi pi-refresh" outlined onClick={onRetry} />
    </div>
  );
}
