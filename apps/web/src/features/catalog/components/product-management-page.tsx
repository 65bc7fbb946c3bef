import { useTranslation } from 'react-i18next';
import type { ProductRow } from '@portal/contracts';
import { ListScreen, useList, useRecordEditor, type ListColumn } from '../../../components/table';
import { useCategories } from '../api/get-categories';
import { useDeleteProduct } from '../api/delete-product';
import { productList } from '../api/get-product-page';
import { categoryFilter } from './catalog-filters';
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
  const recordActions = useRecordActions({
    header: t('catalog.productDeleteTitle'),
    subject: 'product',
    failed: 'Product Delete',
  });
  const list = useList('products', productList);
  const categories = useCategories();
  const deleteProduct = useDeleteProduct();
  const editor = useRecordEditor(t('catalog.productNew'));

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
      filters={[
        // The typo-tolerant catalog search ranks by relevance.
        { type: 'search', name: 'search', label: t('catalog.productSearch'), ranked: true },
        categoryFilter(t('catalog.category'), categoryOptions),
      ]}
      {...list}
      {...editor.newButton}
      columns={columns}
      rowActions={(row) =>
        recordActions(row.displayName, {
          onEdit: () => editor.edit(row.id),
          remove: () => deleteProduct.mutateAsync(row.id),
        })
      }
    >
      <ProductEditorDialog
        productId={editor.target}
        defaultCategoryId={list.table.query.categoryId ?? null}
        onClose={editor.close}
      />
    </ListScreen>
  );
}
