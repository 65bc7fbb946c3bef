import { useTranslation } from 'react-i18next';
import type { RecordFieldChange } from '@portal/contracts';
import { useFormat } from '../../lib/i18n-format';
import { useLabels } from '../../lib/i18n-labels';
import { enumerationOfField, formatChangeValue, humanizeField, type ChangeWords } from './change-format';
import './record-history.css';

export interface ChangeListProps {
  /** The entry's record type (ActionLogType id): some field names mean another value list per type. */
  readonly recordType: number;
  readonly changes: readonly RecordFieldChange[];
}

/** What one logged update changed, one field a line: 'Phone Number: 514-555-0100 → 438-555-0142'. */
export function ChangeList({ recordType, changes }: ChangeListProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const format = useFormat();
  const words: ChangeWords = {
    empty: t('history.emptyValue'),
    masked: t('history.maskedValue'),
    yes: t('common.yes'),
    no: t('common.no'),
    dateTime: (iso) => format.dateTime(iso),
    enumeration: labels.enumeration,
  };
  return (
    <ul className="change-list">
      {changes.map((change) => {
        const enumeration = enumerationOfField(recordType, change.field);
        return (
          <li key={change.field} className="change-list__item">
            {t('history.change', {
              field: t(`history.fields.${change.field}`, { defaultValue: humanizeField(change.field) }),
              old: formatChangeValue(change.old, enumeration, words),
              new: formatChangeValue(change.new, enumeration, words),
            })}
          </li>
        );
      })}
    </ul>
  );
}
