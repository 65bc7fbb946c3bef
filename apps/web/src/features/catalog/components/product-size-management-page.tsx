import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  deleteConfirmation,
  failedTitle,
  PRODUCT_SIZE_SORT_FIELDS,
  ProductSizeType,
  successMessage,
  TABLE_PAGE_SIZE_OPTIONS,
  usedByProductItemsMessage,
  type ProductSize,
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
import { useDeleteProductSize } from '../api/delete-product-size';
import { useProductSizePage } from '../api/get-product-size-page';
import { useSizeCategories } from '../api/get-size-categories';
import { useSpecCategories } from '../api/get-spec-categories';
import {
  readProductSizeTableState,
  toProductSizeListQuery,
  writeCatalogTableState,
  type CatalogTableState,
} from './catalog-table-state';
import { formatSizeValue, localizedName } from './catalog-text';
import { failureMessage } from './failure-message';
import { ProductSizeEditorDialog } from './product-size-editor-dialog';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import './catalog.css';

/** spec 001 §8: the failure and confirmation subjects are 'size' and 'spec'. */
function subjectOf(typeId: number): 'size' | 'spec' {
  return typeId === ProductSizeType.ids.SPEC ? 'spec' : 'size';
}

/**
 * /products/product-size-management, every staff role (spec 001 §2): the library of sizes and specs, paged,
 * sorted, filtered by type and category and searched on the server (spec 001 §9: 25 rows, 25/50/100).
 */
export function ProductSizeManagementPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readProductSizeTableState(searchParams), [searchParams]);
  const sizes = useProductSizePage(toProductSizeListQuery(state));
  const sizeCategories = useSizeCategories();
  const specCategories = useSpecCategories();
  const deleteProductSize = useDeleteProductSize();
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const update = useCallback(
    (changes: Partial<CatalogTableState>, resetPage = true) => {
      setSearchParams(writeCatalogTableState({ ...state, ...(resetPage ? { page: 0 } : {}), ...changes }), {
        replace: true,
      });
    },
    [state, setSearchParams],
  );
  // A new search is ranked by relevance on the server, so it drops a clicked sort (as on Product Management).
  const onSearch = useCallback((text: string) => update({ search: text, sortField: null }), [update]);
  const [searchText, setSearchText] = useDebouncedSearch(state.search, onSearch);

  const typeName = (typeId: number) =>
    typeId === ProductSizeType.ids.SPEC ? t('catalog.typeSpec') : t('catalog.typeSize');
  const typeOptions = [
    { id: ProductSizeType.ids.SIZE, name: t('catalog.typeSize') },
    { id: ProductSizeType.ids.SPEC, name: t('catalog.typeSpec') },
  ];
  // The category column in the user's language: the row carries the English name only (decision 070).
  const categoryNames = new Map(
    [...(sizeCategories.data ?? []), ...(specCategories.data ?? [])].map((category) => [
      category.id,
      localizedName(category.name, category.nameFr, i18n.language),
    ]),
  );
  // spec 001 §3: size and spec categories are separate lists; the filter offers the ones of the chosen type.
  const categoryOptions = [
    ...(state.typeId !== ProductSizeType.ids.SPEC ? (sizeCategories.data ?? []) : []),
    ...(state.typeId !== ProductSizeType.ids.SIZE ? (specCategories.data ?? []) : []),
  ].map((category) => ({
    id: category.id,
    name:
      state.typeId === null
        ? `${localizedName(category.name, category.nameFr, i18n.language)} (${typeName(category.typeId)})`
        : localizedName(category.name, category.nameFr, i18n.language),
  }));

  const onDelete = async (shown: ProductSize) => {
    const subject = subjectOf(shown.typeId);
    // issue 11: a size used by products cannot be deleted (the server refuses it), so the screen says so with
    // the count, from a fresh read of the page, instead of asking 'Are you sure?' and then failing.
    const fresh = await sizes.refetch();
    const row = fresh.data?.rows.find((candidate) => candidate.id === shown.id) ?? shown;
    if (row.usageCount > 0) {
      toast.showWarning(
        usedByProductItemsMessage(subject, row.name, row.usageCount),
        failedTitle(subject === 'spec' ? 'Spec Delete' : 'Size Delete'),
      );
      return;
    }
    confirm({
      header: t(subject === 'spec' ? 'catalog.specDeleteTitle' : 'catalog.sizeDeleteTitle'),
      message: deleteConfirmation(subject, row.name),
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      onAccept: () =>
        deleteProductSize.mutate(row.id, {
          onSuccess: () => {
            toast.showSuccess(successMessage(subject, 'deleted'));
            // The page read just before the delete may still be settling; read it again so the row goes.
            void sizes.refetch({ cancelRefetch: true });
          },
          // A size or spec used by product items is refused by the server with a message naming why.
          onError: (error) =>
            toast.showError(
              failureMessage(error, 'delete', subject),
              failedTitle(subject === 'spec' ? 'Spec Delete' : 'Size Delete'),
            ),
        }),
    });
  };

  const onPage = (event: DataTablePageEvent) => {
    const size = event.rows;
    update({ page: size === state.size ? (event.page ?? 0) : 0, size }, false);
  };

  const onSort = (event: DataTableSortEvent) => {
    const fields: readonly string[] = PRODUCT_SIZE_SORT_FIELDS;
    const field =
      typeof event.sortField === 'string' && fields.includes(event.sortField) ? event.sortField : null;
    if (!field) return;
    update({ sortField: field, sortOrder: event.sortOrder === -1 ? 'desc' : 'asc' });
  };

  const actionsOf = (row: ProductSize) => (
    <div className="catalog-actions">
      <Button
        type="button"
        icon="pi pi-pencil"
        rounded
        text
        aria-label={t('catalog.editRecord', { name: row.name })}
        tooltip={t('catalog.edit')}
        onClick={() => setEditing(row.id)}
      />
      <Button
        type="button"
        icon="pi pi-trash"
        rounded
        text
        severity="danger"
        aria-label={t('catalog.deleteRecord', { name: row.name })}
        tooltip={t('catalog.delete')}
        onClick={() => void onDelete(row)}
      />
    </div>
  );

  const rows = sizes.data?.rows ?? [];
  const title = t('catalog.sizeTitle');

  return (
    <section className="screen catalog-screen">
      <PageHeader
        title={title}
        actions={
          <Button
            type="button"
            label={t('catalog.sizeNew')}
            icon="pi pi-plus"
            onClick={() => setEditing('new')}
          />
        }
      />
      <div className="surface-panel">
        <div className="catalog-filters" role="search" aria-label={t('catalog.filters')}>
          <div className="form-field catalog-search">
            <label htmlFor="size-filter-search">{t('catalog.sizeSearch')}</label>
            <InputText
              id="size-filter-search"
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </div>
          <div className="form-field">
            <label htmlFor="size-filter-type" id="size-filter-type-label">
              {t('catalog.type')}
            </label>
            <Dropdown
              inputId="size-filter-type"
              aria-labelledby="size-filter-type-label"
              value={state.typeId}
              options={typeOptions}
              optionLabel="name"
              optionValue="id"
              showClear
              placeholder={t('catalog.any')}
              // A category belongs to one type, so changing the type drops the category filter.
              onChange={(event) =>
                update({ typeId: event.value == null ? null : Number(event.value), categoryId: null })
              }
            />
          </div>
          <div className="form-field">
            <label htmlFor="size-filter-category" id="size-filter-category-label">
              {t('catalog.category')}
            </label>
            <Dropdown
              inputId="size-filter-category"
              aria-labelledby="size-filter-category-label"
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
          value={rows}
          dataKey="id"
          lazy
          paginator
          first={state.page * state.size}
          rows={state.size}
          totalRecords={sizes.data?.total ?? 0}
          rowsPerPageOptions={[...TABLE_PAGE_SIZE_OPTIONS]}
          onPage={onPage}
          {...(state.sortField ? { sortField: state.sortField } : {})}
          sortOrder={state.sortOrder === 'desc' ? -1 : 1}
          onSort={onSort}
          loading={sizes.isFetching}
          emptyMessage={
            sizes.isError ? failureMessage(sizes.error, 'load', 'size list') : t('catalog.noSizes')
          }
          aria-label={title}
          size="small"
        >
          <Column field="name" header={t('catalog.name')} sortable />
          <Column
            field="typeId"
            header={t('catalog.type')}
            sortable
            body={(row: ProductSize) => typeName(row.typeId)}
          />
          <Column
            field="categoryName"
            header={t('catalog.category')}
            sortable
            body={(row: ProductSize) => categoryNames.get(row.categoryId) ?? row.categoryName}
          />
          <Column header={t('catalog.measure')} body={(row: ProductSize) => formatSizeValue(row)} />
          <Column field="selectCode" header={t('catalog.selectCode')} sortable />
          <Column header={t('catalog.aliases')} body={(row: ProductSize) => row.aliases.join(', ')} />
          <Column field="usageCount" header={t('catalog.usageCount')} />
          <Column header={t('catalog.actions')} body={actionsOf} />
        </DataTable>
      </div>

      <ProductSizeEditorDialog
        productSize={typeof editing === 'number' ? (rows.find((row) => row.id === editing) ?? null) : null}
        isOpen={editing !== null}
        defaultTypeId={state.typeId ?? ProductSizeType.ids.SIZE}
        onRefresh={() => void sizes.refetch()}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}
