import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productListQuerySchema, type ProductRow } from '@portal/contracts';
import { ListScreen, useConfirmDelete, type ListColumn } from '../../../components/table';
import { useUrlTableState } from '../../../lib/use-url-table-state';
import { useCategories } from '../api/get-categories';
import { useDeleteProduct } from '../api/delete-product';
import { useProductPage } from '../api/get-product-page';
import { localizedName } from './catalog-text';
import { ProductEditorDialog } from './product-editor-dialog';
import { useRecordActions } from './record-actions';
import './catalog.css';

/**
 * /products/product-management, every staff role (spec 001 §2): the catalog, paged, sorted and searched on the
 * server (issue 5: tens of thousands of products are never shipped whole; spec 001 §9: 25 rows, 25/50/100).
 */
export function ProductManagementPage() {
  const { t, i18n } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const recordActions = useRecordActions();
  const table = useUrlTableState(productListQuerySchema);
  const products = useProductPage(table.query);
  const categories = useCategories();
  const deleteProduct = useDeleteProduct();
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  // Category names in the user's language: the row carries the English name only (decision 070).
  const categoryOptions = (categories.data ?? []).map((category) => ({
    id: category.id,
    name: localizedName(category.name, category.nameFr, i18n.language),
  }));
  const categoryNames = new Map(categoryOptions.map((option) => [option.id, option.name]));

  const columns: ListColumn<ProductRow>[] = [
    {
      key: 'latinName',
      header: t('catalog.latinName'),
      sortField: 'latinName',
      body: (row) => <span className="catalog-latin-name">{row.displayName}</span>,
    },
    {
      key: 'commonNameEn',
      header: t('catalog.commonName'),
      // The server sorts common names by the English one: in French the column would seem unordered.
      ...(i18n.language.startsWith('fr') ? {} : { sortField: 'commonNameEn' }),
      body: (row) => localizedName(row.commonNameEn, row.commonNameFr, i18n.language),
    },
    { key: 'sku', header: t('catalog.sku'), sortField: 'sku' },
    {
      key: 'categoryName',
      header: t('catalog.category'),
      sortField: 'categoryName',
      priority: 2,
      // Until the categories arrive the cell waits rather than flash the English name (French users, decision 070).
      body: (row) => categoryNames.get(row.categoryId) ?? (categories.isPending ? '' : row.categoryName),
    },
    { key: 'itemCount', header: t('catalog.itemCount'), compact: true, priority: 3 },
  ];

  return (
    <ListScreen
      title={t('catalog.productTitle')}
      className="catalog-screen"
      newLabel={t('catalog.productNew')}
      onNew={() => setEditing('new')}
      table={table}
      result={products}
      columns={columns}
      filtersLabel={t('catalog.filters')}
      filters={[
        // A new search is ranked by relevance (the typo-tolerant catalog search): it drops a clicked sort.
        {
          type: 'search',
          name: 'search',
          label: t('catalog.productSearch'),
          resets: ['sortField', 'sortOrder'],
        },
        {
          type: 'select',
          name: 'categoryId',
          label: t('catalog.category'),
          options: categoryOptions,
          searchable: true,
        },
      ]}
      tableKey="products"
      subject="product list"
      rowActions={(row) =>
        recordActions(row.displayName, {
          onEdit: () => setEditing(row.id),
          onDelete: () =>
            confirmDelete({
              header: t('catalog.productDeleteTitle'),
              subject: 'product',
              name: row.displayName,
              failed: 'Product Delete',
              run: () => deleteProduct.mutateAsync(row.id),
            }),
        })
      }
    >
      <ProductEditorDialog
        productId={editing}
        defaultCategoryId={table.query.categoryId ?? null}
        onClose={() => setEditing(null)}
      />
    </ListScreen>
  );
}
