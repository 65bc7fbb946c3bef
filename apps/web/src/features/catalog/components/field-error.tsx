import { useTranslation } from 'react-i18next';

export interface FieldErrorProps {
  readonly message: string | undefined;
}

/** A field's validation message under it; the schema's 'Required' reads in the user's language. */
export function FieldError({ message }: FieldErrorProps) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <small className="p-error field-error">{message === 'Required' ? t('account.required') : message}</small>
  );
}
