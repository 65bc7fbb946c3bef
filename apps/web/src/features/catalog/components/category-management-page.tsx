import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteConfirmation,
  failedTitle,
  successMessage,
  TABLE_PAGE_SIZE_OPTIONS,
  DEFAULT_PAGE_SIZE,
  type Category,
} from '@portal/contracts';
import { PageHeader } from '../../../components/layout';
import { Button, Column, DataTable, InputSwitch, Tag, useConfirm, useToast } from '../../../components/ui';
import { useCategories } from '../api/get-categories';
import { useDeleteCategory } from '../api/delete-category';
import { useToggleCategoryAllowLink } from '../api/toggle-category-allow-link';
import { CategoryEditorDialog } from './category-editor-dialog';
import { localizedName } from './catalog-text';
import { failureMessage } from './failure-message';
import './catalog.css';

/**
 * /products/category-management, super admin only (spec 001 §2): the categories with their French name, product
 * count and allow-link-product switch (spec 001 §3). Categories are a short list, so it is read whole and paged
 * in the browser.
 */
export function CategoryManagementPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const categories = useCategories();
  const deleteCategory = useDeleteCategory();
  const toggleAllowLink = useToggleCategoryAllowLink();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const title = t('catalog.categoryTitle');

  const displayName = (category: Category) => localizedName(category.name, category.nameFr, i18n.language);

  const onToggle = (category: Category) => {
    toggleAllowLink.mutate(category.id, {
      onSuccess: (updated) =>
        toast.showSuccess(
          t(updated.allowLinkProduct ? 'catalog.allowLinkOn' : 'catalog.allowLinkOff', {
            name: displayName(updated),
          }),
        ),
      // spec 001 §8: 'Category link toggle failed', in the 'X Failed' title pattern.
      onError: (error) =>
        toast.showError(failureMessage(error, 'update', 'category'), failedTitle('Category Link Toggle')),
    });
  };

  const onDelete = (category: Category) => {
    confirm({
      header: t('catalog.categoryDeleteTitle'),
      message: deleteConfirmation('category', category.name),
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      onAccept: () =>
        deleteCategory.mutate(category.id, {
          onSuccess: () => toast.showSuccess(successMessage('category', 'deleted')),
          // A category with products is refused by the server with a message naming why (decision 050).
          onError: (error) =>
            toast.showError(failureMessage(error, 'delete', 'category'), failedTitle('Category Delete')),
        }),
    });
  };

  const actionsOf = (category: Category) => (
    <div className="catalog-actions">
      <Button
        type="button"
        icon="pi pi-pencil"
        rounded
        text
        aria-label={t('catalog.editRecord', { name: category.name })}
        tooltip={t('catalog.edit')}
        onClick={() => setEditing(category.id)}
      />
      {/* spec 001 §3: the default (0 N/A) and Plant (1) categories always exist. */}
      {category.isSystem ? null : (
        <Button
          type="button"
          icon="pi pi-trash"
          rounded
          text
          severity="danger"
          aria-label={t('catalog.deleteRecord', { name: category.name })}
          tooltip={t('catalog.delete')}
          onClick={() => onDelete(category)}
        />
      )}
    </div>
  );

  const allowLinkOf = (category: Category) => {
    const isToggling = toggleAllowLink.isPending && toggleAllowLink.variables === category.id;
    return (
      <InputSwitch
        checked={category.allowLinkProduct}
        disabled={isToggling}
        aria-label={t('catalog.allowLinkFor', { name: category.name })}
        onChange={() => onToggle(category)}
      />
    );
  };

  return (
    <section className="screen catalog-screen">
      <PageHeader
        title={title}
        actions={
          <Button
            type="button"
            label={t('catalog.categoryNew')}
            icon="pi pi-plus"
            onClick={() => setEditing('new')}
          />
        }
      />
      <div className="surface-panel">
        <DataTable
          value={categories.data ?? []}
          dataKey="id"
          paginator
          // Uncontrolled: the table pages and sorts the short list itself, starting at 25 rows by name.
          rows={DEFAULT_PAGE_SIZE}
          rowsPerPageOptions={[...TABLE_PAGE_SIZE_OPTIONS]}
          sortField="name"
          sortOrder={1}
          loading={categories.isFetching}
          emptyMessage={
            categories.isError
              ? failureMessage(categories.error, 'load', 'category list')
              : t('catalog.noCategories')
          }
          aria-label={title}
          size="small"
        >
          <Column
            field="name"
            header={t('catalog.name')}
            sortable
            body={(category: Category) => (
              <span className="catalog-name">
                {category.name}
                {category.isSystem ? <Tag value={t('catalog.system')} severity="secondary" /> : null}
              </span>
            )}
          />
          <Column field="nameFr" header={t('catalog.nameFr')} sortable />
          <Column field="description" header={t('catalog.description')} />
          <Column field="productCount" header={t('catalog.productCount')} sortable />
          <Column field="allowLinkProduct" header={t('catalog.allowLinkProduct')} body={allowLinkOf} />
          <Column header={t('catalog.actions')} body={actionsOf} />
        </DataTable>
      </div>

      <CategoryEditorDialog categoryId={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
