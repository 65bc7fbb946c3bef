import { useMemo, useState } from 'react';
import {
  deleteConfirmation,
  failedTitle,
  MESSAGES,
  successMessage,
  type DictionaryEntry,
  type DictionaryUpsert,
} from '@portal/contracts';
import { PageHeader, useScreenTitle } from '../../../components/layout';
import {
  Button,
  Checkbox,
  Column,
  DataTable,
  InputText,
  Tag,
  useConfirm,
  useToast,
  useUnsavedChangesGuard,
} from '../../../components/ui';
import { useDictionary } from '../api/get-dictionary';
import { useUpdateDictionary } from '../api/update-dictionary';
import { LoadFailure } from './load-failure';
import { failureMessage, useWords } from './use-words';

interface Row {
  /** Server id, or a negative id for a key added on this screen and not saved yet. */
  id: number;
  key: string;
  en: string;
  fr: string;
  isShipped: boolean;
  version: number;
}

function rowOf(entry: DictionaryEntry): Row {
  return { ...entry, fr: entry.fr ?? '' };
}

function duplicatedKeysOf(rows: readonly Row[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const row of rows) {
    const key = row.key.trim();
    if (seen.has(key)) repeated.add(key);
    seen.add(key);
  }
  return repeated;
}

/** /admin/translation-management, super admin only (spec 001 §2): the EN/FR dictionary. */
export function TranslationSettingsPage() {
  const words = useWords();
  const title = useScreenTitle();
  const toast = useToast();
  const confirm = useConfirm();
  const dictionary = useDictionary();
  const updateDictionary = useUpdateDictionary();
  const [edits, setEdits] = useState<Record<number, Row>>({});
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());
  const [nextNewId, setNextNewId] = useState(-1);
  const [search, setSearch] = useState('');
  const [isOnlyMissing, setIsOnlyMissing] = useState(false);
  const [duplicated, setDuplicated] = useState<ReadonlySet<string>>(new Set());

  const allRows = useMemo(() => {
    const saved = (dictionary.data ?? []).map((entry) => edits[entry.id] ?? rowOf(entry));
    const added = Object.values(edits).filter((row) => row.id < 0);
    return [...added.sort((a, b) => a.id - b.id), ...saved].filter((row) => !deleted.has(row.id));
  }, [dictionary.data, edits, deleted]);

  const visibleRows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return allRows.filter(
      (row) =>
        row.id < 0 ||
        ((!isOnlyMissing || row.fr.trim() === '') &&
          (needle === '' ||
            row.key.toLowerCase().includes(needle) ||
            row.en.toLowerCase().includes(needle) ||
            row.fr.toLowerCase().includes(needle))),
    );
  }, [allRows, search, isOnlyMissing]);

  const isDirty = Object.keys(edits).length > 0 || deleted.size > 0;
  // spec 000 §2: leaving with unsaved edits asks first.
  useUnsavedChangesGuard(isDirty);

  // Functional updates: the table re-renders only the rows that changed, so a cell's handler may come from an
  // earlier render and must never write back a stale copy of the other rows' edits.
  const change = (row: Row, field: 'key' | 'en' | 'fr', value: string) =>
    setEdits((current) => ({ ...current, [row.id]: { ...(current[row.id] ?? row), [field]: value } }));

  const handleAdd = () => {
    setEdits((current) => ({
      ...current,
      [nextNewId]: { id: nextNewId, key: '', en: '', fr: '', isShipped: false, version: 0 },
    }));
    setNextNewId(nextNewId - 1);
  };

  // spec 001 §8: deleting a translation is confirmed first; the row goes at the next Save.
  const handleDelete = (row: Row) =>
    confirm({
      header: words('settings.deleteTitle'),
      message: deleteConfirmation('translation', row.key.trim() || row.en.trim()),
      onAccept: () => {
        if (row.id < 0) {
          setEdits((current) => {
            const { [row.id]: _removed, ...rest } = current;
            return rest;
          });
          return;
        }
        setDeleted((current) => new Set([...current, row.id]));
      },
    });

  const handleSave = () => {
    // spec 001 §5: a key may appear once; checked here over every row, and again by the server.
    const repeated = duplicatedKeysOf(allRows);
    setDuplicated(repeated);
    if (repeated.size > 0) {
      toast.showError(MESSAGES.duplicatedKeys, failedTitle('Translations Update'));
      return;
    }
    const upserts: DictionaryUpsert[] = Object.values(edits)
      .filter((row) => !deleted.has(row.id))
      .map((row) => ({
        ...(row.id > 0 ? { id: row.id, version: row.version } : {}),
        key: row.key.trim(),
        en: row.en.trim(),
        fr: row.fr.trim() === '' ? null : row.fr.trim(),
      }));
    const deletions = (dictionary.data ?? [])
      .filter((entry) => deleted.has(entry.id))
      .map((entry) => ({ id: entry.id, version: entry.version }));
    updateDictionary.mutate(
      { upserts, deletions },
      {
        onSuccess: () => {
          setEdits({});
          setDeleted(new Set());
          toast.showSuccess(successMessage('translations', 'updated'));
        },
        onError: (error) =>
          toast.showError(
            failureMessage(error, 'update', 'translations'),
            failedTitle('Translations Update'),
          ),
      },
    );
  };

  const textCell = (field: 'key' | 'en' | 'fr', label: string) => (row: Row) => {
    if (field === 'key' && row.id > 0) return <code>{row.key}</code>;
    const isMissingFrench = field === 'fr' && row.fr.trim() === '';
    return (
      <div className="translation-cell">
        <InputText
          aria-label={row.id > 0 ? `${label} ${row.key}` : `${label} (new)`}
          value={row[field]}
          invalid={(field === 'key' && duplicated.has(row.key.trim())) || isMissingFrench}
          onChange={(event) => change(row, field, event.target.value)}
        />
        {isMissingFrench ? <Tag severity="warning" value={words('settings.missingFrench')} /> : null}
      </div>
    );
  };

  return (
    <section className="screen settings-screen">
      <PageHeader
        title={title}
        actions={
          <>
            <Button label={words('settings.addKey')} icon="pi pi-plus" outlined onClick={handleAdd} />
            <Button
              label={words('settings.save')}
              icon="pi pi-check"
              disabled={!isDirty}
              loading={updateDictionary.isPending}
              onClick={handleSave}
            />
          </>
        }
      />
      <div className="surface-panel">
        <div className="settings-filters">
          <span className="p-input-icon-left">
            <InputText
              aria-label={words('settings.search')}
              placeholder={words('settings.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </span>
          <span className="settings-checkbox">
            <Checkbox
              inputId="translations-only-missing"
              checked={isOnlyMissing}
              onChange={(event) => setIsOnlyMissing(event.checked === true)}
            />
            <label htmlFor="translations-only-missing">{words('settings.onlyMissing')}</label>
          </span>
        </div>
        <DataTable
          value={visibleRows}
          dataKey="id"
          loading={dictionary.isPending}
          paginator
          rows={25}
          size="small"
          emptyMessage={
            dictionary.isError ? (
              <LoadFailure
                error={dictionary.error}
                subject="translations"
                onRetry={() => void dictionary.refetch()}
              />
            ) : (
              words('settings.noRows')
            )
          }
          rowClassName={(row: Row) => ({ 'translation-missing': row.fr.trim() === '' })}
        >
          <Column header={words('settings.key')} body={textCell('key', words('settings.key'))} />
          <Column header={words('settings.english')} body={textCell('en', words('settings.english'))} />
          <Column header={words('settings.french')} body={textCell('fr', words('settings.french'))} />
          <Column
            header={words('settings.actions')}
            body={(row: Row) =>
              row.isShipped ? null : (
                <Button
                  icon="pi pi-trash"
                  text
                  severity="danger"
                  aria-label={`${words('settings.delete')} ${row.key || '(new)'}`}
                  onClick={() => handleDelete(row)}
                />
              )
            }
          />
        </DataTable>
      </div>
    </section>
  );
}
