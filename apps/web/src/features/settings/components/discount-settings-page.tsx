import { useState } from 'react';
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
  Dialog,
  InputText,
  useConfirm,
  useToast,
  type DataTablePageEvent,
} from '../../../components/ui';
import { useCreateDiscount } from '../api/create-discount';
import { useDeleteDiscount } from '../api/delete-discount';
import { useDiscounts } from '../api/get-discounts';
import { useUpdateDiscount } from '../api/update-discount';
import { currentHashParameters } from './hash-parameters';
import { failureMessage, useMenuTitle, useWords } from './use-words';

interface Editing {
  discount: Discount | null;
  name: string;
  description: string;
}

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
  const discounts = useDiscounts({ page, size, search });
  const createDiscount = useCreateDiscount();
  const updateDiscount = useUpdateDiscount();
  const deleteDiscount = useDeleteDiscount();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  const setParams = (changes: Record<string, string | number>) => {
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
  };

  const open = (discount: Discount | null) => {
    setNameError(null);
    setEditing({ discount, name: discount?.name ?? '', description: discount?.description ?? '' });
  };

  const handleSave = () => {
    if (!editing) return;
    const request = {
      name: editing.name.trim(),
      description: editing.description.trim() === '' ? null : editing.description.trim(),
    };
    if (request.name === '') {
      setNameError(words('settings.name'));
      return;
    }
    const verb = editing.discount ? 'update' : 'create';
    const options = {
      onSuccess: () => {
        toast.showSuccess(successMessage('discount', editing.discount ? 'updated' : 'created'));
        setEditing(null);
      },
      onError: (error: unknown) =>
        toast.showError(
          failureMessage(error, verb, 'discount'),
          failedTitle(editing.discount ? 'Discount Update' : 'Discount Creation'),
        ),
    };
    if (editing.discount) {
      updateDiscount.mutate(
        { request: { id: editing.discount.id, ...request }, version: editing.discount.version },
        options,
      );
    } else {
      createDiscount.mutate(request, options);
    }
  };

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
          <Button label={words('settings.newDiscount')} icon="pi pi-plus" onClick={() => open(null)} />
        }
      />
      <div className="surface-panel">
        <div className="settings-filters">
          <InputText
            aria-label={words('settings.search')}
            placeholder={words('settings.search')}
            defaultValue={search}
            onChange={(event) => setParams({ search: event.target.value, page: 0 })}
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
          emptyMessage={words('settings.noRows')}
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
                  onClick={() => open(discount)}
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

      <Dialog
        header={editing?.discount ? words('settings.editDiscount') : words('settings.newDiscount')}
        visible={editing !== null}
        onHide={() => setEditing(null)}
        style={{ width: '32rem' }}
      >
        {editing ? (
          <form
            className="settings-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              handleSave();
            }}
          >
            <div className="form-field">
              <label htmlFor="discount-name">{words('settings.name')}</label>
              <InputText
                id="discount-name"
                value={editing.name}
                invalid={nameError !== null}
                maxLength={100}
                onChange={(event) => setEditing({ ...editing, name: event.target.value })}
              />
            </div>
            <div className="form-field">
              <label htmlFor="discount-description">{words('settings.description')}</label>
              <InputText
                id="discount-description"
                value={editing.description}
                maxLength={500}
                onChange={(event) => setEditing({ ...editing, description: event.target.value })}
              />
            </div>
            <div className="form-actions">
              <Button type="button" label={words('settings.cancel')} text onClick={() => setEditing(null)} />
              <Button
                type="submit"
                label={words('settings.save')}
                icon="pi pi-check"
                loading={createDiscount.isPending || updateDiscount.isPending}
              />
            </div>
          </form>
        ) : null}
      </Dialog>
    </section>
  );
}
