import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_PAGE_SIZE,
  deleteConfirmation,
  failedTitle,
  successMessage,
  TABLE_PAGE_SIZE_OPTIONS,
  type Discount,
} from '@portal/contracts';
import { PageHeader } from '../../../components/layout';
import {
  Button,
  Column,
  DataTable,
  InputText,
  useConfirm,
  useToast,
  type DataTablePageEvent,
} from '../../../components/ui';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useDeleteDiscount } from '../api/delete-discount';
import { useDiscounts } from '../api/get-discounts';
import { DiscountEditorDialog } from './discount-editor-dialog';
import { currentHashParameters } from './hash-parameters';
import { LoadFailure } from './load-failure';
import { failureMessage, useMenuTitle, useWords } from './use-words';

/** /admin/discount-management, every staff role (spec 001 §2): discount types. */
export function DiscountSettingsPage() {
  const words = useWords();
  const title = useMenuTitle('Discount Settings');
  const toast = useToast();
  const confirm = useConfirm();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(0, Number(searchParams.get('page') ?? 0) || 0);
  const size = Number(searchParams.get('size') ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE;
  const search = searchParams.get('search') ?? '';
  // The API counts pages from 1 (decision 085); the paginator's index counts from 0.
  const discounts = useDiscounts({ page: page + 1, size, search });
  const deleteDiscount = useDeleteDiscount();
  const [editing, setEditing] = useState<Discount | 'new' | null>(null);

  const setParams = useCallback(
    (changes: Record<string, string | number>) => {
      setSearchParams(
        () => {
          const next = currentHashParameters();
          for (const [key, value] of Object.entries(changes)) {
            if (value === '' || value === 0) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  // spec 001 §9: the search reaches the server 500 ms after the last key, not on every keystroke.
  const onSearch = useCallback((text: string) => setParams({ search: text, page: 0 }), [setParams]);
  const [searchText, setSearchText] = useDebouncedSearch(search, onSearch);

  const handleDelete = (discount: Discount) =>
    confirm({
      header: words('settings.deleteTitle'),
      message: deleteConfirmation('discount', discount.name),
      onAccept: () =>
        deleteDiscount.mutate(discount, {
          onSuccess: () => toast.showSuccess(successMessage('discount', 'deleted')),
          onError: (error) =>
            toast.showError(failureMessage(error, 'delete', 'discount'), failedTitle('Discount Deletion')),
        }),
    });

  return (
    <section className="screen settings-screen">
      <PageHeader
        title={title}
        actions={
          <Button label={words('settings.newDiscount')} icon="pi pi-plus" onClick={() => setEditing('new')} />
        }
      />
      <div className="surface-panel">
        <div className="settings-filters">
          <InputText
            aria-label={words('settings.search')}
            placeholder={words('settings.search')}
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <DataTable
          value={discounts.data?.rows ?? []}
          dataKey="id"
          lazy
          paginator
          first={page * size}
          rows={size}
          rowsPerPageOptions={[...TABLE_PAGE_SIZE_OPTIONS]}
          totalRecords={discounts.data?.total ?? 0}
          loading={discounts.isPending}
          onPage={(event: DataTablePageEvent) => setParams({ page: event.page ?? 0, size: event.rows })}
          size="small"
          emptyMessage={
            discounts.isError ? (
              <LoadFailure
                error={discounts.error}
                subject="discounts"
                onRetry={() => void discounts.refetch()}
              />
            ) : (
              words('settings.noRows')
            )
          }
        >
          <Column field="name" header={words('settings.name')} />
          <Column field="description" header={words('settings.description')} />
          <Column
            header={words('settings.actions')}
            body={(discount: Discount) => (
              <div className="row-actions">
                <Button
                  icon="pi pi-pencil"
                  text
                  aria-label={`${words('settings.edit')} ${discount.name}`}
                  onClick={() => setEditing(discount)}
                />
                <Button
                  icon="pi pi-trash"
                  text
                  severity="danger"
                  aria-label={`${words('settings.delete')} ${discount.name}`}
                  onClick={() => handleDelete(discount)}
                />
              </div>
            )}
          />
        </DataTable>
      </div>

      <DiscountEditorDialog
        discount={editing}
        onRefresh={() => {
          // The page is read again; the editor takes the discount as it is stored now.
          void discounts.refetch().then(({ data }) => {
            const stored = data?.rows.find(
              (row) => editing !== null && editing !== 'new' && row.id === editing.id,
            );
            if (stored) setEditing(stored);
          });
        }}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
