import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  deleteConfirmation,
  failedTitle,
  PRODUCT_SORT_FIELDS,
  successMessage,
  TABLE_PAGE_SIZE_OPTIONS,
  type ProductRow,
} from '@portal/contracts';
import { PageHeader } from '../../../components/layout';
import {
  Button,
  Column,
  DataTable,
  Dropdown,
  InputText,
  useConfirm,
  useToast,
  type DataTablePageEvent,
  type DataTableSortEvent,
} from '../../../components/ui';
import { useCategories } from '../api/get-categories';
import { useDeleteProduct } from '../api/delete-product';
import { useProductPage } from '../api/get-product-page';
import {
  readProductTableState,
  toProductListQuery,
  writeCatalogTableState,
  type CatalogTableState,
} from './catalog-table-state';
import { localizedName } from './catalog-text';
import { failureMessage } from './failure-message';
import { ProductEditorDialog } from './product-editor-dialog';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import './catalog.css';

/**
 * /products/product-management, every staff role (spec 001 §2): the catalog, paged, sorted and searched on the
 * server (issue 5: tens of thousands of products are never shipped whole; spec 001 §9: 25 rows, 25/50/100).
 */
export function ProductManagementPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readProductTableState(searchParams), [searchParams]);
  const products = useProductPage(toProductListQuery(state));
  const categories = useCategories();
  const deleteProduct = useDeleteProduct();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const isFrench = i18n.language.startsWith('fr');

  const update = useCallback(
    (changes: Partial<CatalogTableState>, resetPage = true) => {
      setSearchParams(writeCatalogTableState({ ...state, ...(resetPage ? { page: 0 } : {}), ...changes }), {
        replace: true,
      });
    },
    [state, setSearchParams],
  );

  // A new search is ranked by relevance (the typo-tolerant catalog search), so it drops a clicked sort.
  const onSearch = useCallback((text: string) => update({ search: text, sortField: null }), [update]);
  const [searchText, setSearchText] = useDebouncedSearch(state.search, onSearch);

  const onDelete = (row: ProductRow) => {
    confirm({
      header: t('catalog.productDeleteTitle'),
      message: deleteConfirmation('product', row.displayName),
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      onAccept: () =>
        deleteProduct.mutate(row.id, {
          onSuccess: () => toast.showSuccess(successMessage('product', 'deleted')),
          onError: (error) =>
            toast.showError(failureMessage(error, 'delete', 'product'), failedTitle('Product Delete')),
        }),
    });
  };

  const onPage = (event: DataTablePageEvent) => {
    const size = event.rows;
    update({ page: size === state.size ? (event.page ?? 0) : 0, size }, false);
  };

  const onSort = (event: DataTableSortEvent) => {
    const fields: readonly string[] = PRODUCT_SORT_FIELDS;
    const field =
      typeof event.sortField === 'string' && fields.includes(event.sortField) ? event.sortField : null;
    if (!field) return;
    update({ sortField: field, sortOrder: event.sortOrder === -1 ? 'desc' : 'asc' });
  };

  const actionsOf = (row: ProductRow) => (
    <div className="catalog-actions">
      <Button
        type="button"
        icon="pi pi-pencil"
        rounded
        text
        aria-label={t('catalog.editRecord', { name: row.displayName })}
        tooltip={t('catalog.edit')}
        onClick={() => setEditing(row.id)}
      />
      <Button
        type="button"
        icon="pi pi-trash"
        rounded
        text
        severity="danger"
        aria-label={t('catalog.deleteRecord', { name: row.displayName })}
        tooltip={t('catalog.delete')}
        onClick={() => onDelete(row)}
      />
    </div>
  );

  // The category column in the user's language: the row carries the English name only (decision 070).
  const categoryNames = new Map(
    (categories.data ?? []).map((category) => [
      category.id,
      localizedName(category.name, category.nameFr, i18n.language),
    ]),
  );
  const categoryOptions = (categories.data ?? []).map((category) => ({
    id: category.id,
    name: localizedName(category.name, category.nameFr, i18n.language),
  }));
  const title = t('catalog.productTitle');

  return (
    <section className="screen catalog-screen">
      <PageHeader
        title={title}
        actions={
          <Button
            type="button"
            label={t('catalog.productNew')}
            icon="pi pi-plus"
            onClick={() => setEditing('new')}
          />
        }
      />
      <div className="surface-panel">
        <div className="catalog-filters" role="search" aria-label={t('catalog.filters')}>
          <div className="form-field catalog-search">
            <label htmlFor="product-filter-search">{t('catalog.productSearch')}</label>
            <InputText
              id="product-filter-search"
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </div>
          <div className="form-field">
            <label htmlFor="product-filter-category" id="product-filter-category-label">
              {t('catalog.category')}
            </label>
            <Dropdown
              inputId="product-filter-category"
              aria-labelledby="product-filter-category-label"
              value={state.categoryId}
              options={categoryOptions}
              optionLabel="name"
              optionValue="id"
              filter={categoryOptions.length > 15}
              showClear
              placeholder={t('catalog.any')}
              onChange={(event) => update({ categoryId: event.value == null ? null : Number(event.value) })}
            />
          </div>
        </div>

        <DataTable
          value={products.data?.rows ?? []}
          dataKey="id"
          lazy
          paginator
          first={state.page * state.size}
          rows={state.size}
          totalRecords={products.data?.total ?? 0}
          rowsPerPageOptions={[...TABLE_PAGE_SIZE_OPTIONS]}
          onPage={onPage}
          {...(state.sortField ? { sortField: state.sortField } : {})}
          sortOrder={state.sortOrder === 'desc' ? -1 : 1}
          onSort={onSort}
          loading={products.isFetching}
          emptyMessage={
            products.isError
              ? failureMessage(products.error, 'load', 'product list')
              : t('catalog.noProducts')
          }
          aria-label={title}
          size="small"
        >
          <Column
            field="latinName"
            header={t('catalog.latinName')}
            sortable
            body={(row: ProductRow) => <span className="catalog-latin-name">{row.displayName}</span>}
          />
          <Column
            // Sorting by common name follows the English one (the server's sort field).
            field="commonNameEn"
            header={t('catalog.commonName')}
            sortable={!isFrench}
            body={(row: ProductRow) => localizedName(row.commonNameEn, row.commonNameFr, i18n.language)}
          />
          <Column field="sku" header={t('catalog.sku')} sortable />
          <Column
            field="categoryName"
            header={t('catalog.category')}
            sortable
            body={(row: ProductRow) => categoryNames.get(row.categoryId) ?? row.categoryName}
          />
          <Column field="itemCount" header={t('catalog.itemCount')} />
          <Column header={t('catalog.actions')} body={actionsOf} />
        </DataTable>
      </div>

      <ProductEditorDialog
        productId={editing}
        defaultCategoryId={state.categoryId}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
