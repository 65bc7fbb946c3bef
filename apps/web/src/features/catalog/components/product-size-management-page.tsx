import { useTranslation } from 'react-i18next';
import { failedTitle, ProductSizeType, usedByProductItemsMessage, type ProductSize } from '@portal/contracts';
import {
  ListScreen,
  useConfirmDelete,
  useList,
  useRecordEditor,
  type ListColumn,
} from '../../../components/table';
import { useToast } from '../../../components/ui';
import { useReferenceList } from '../../../lib/reference-data';
import { useDeleteProductSize } from '../api/delete-product-size';
import { productSizeList } from '../api/get-product-size-page';
import { categoryFilter } from './catalog-filters';
import { formatSizeValue, localizedName } from './catalog-text';
import { ProductSizeEditorDialog } from './product-size-editor-dialog';
import { useEditAction } from './record-actions';
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
  const confirmDelete = useConfirmDelete();
  const list = useList('productSizes', productSizeList);
  const sizes = list.result;
  const typeId = list.table.query.typeId;
  const sizeCategories = useReferenceList('sizeCategories');
  const specCategories = useReferenceList('specCategories');
  const deleteProductSize = useDeleteProductSize();
  const editAction = useEditAction();
  const editor = useRecordEditor(t('catalog.sizeNew'));

  const typeName = (id: number) =>
    t(id === ProductSizeType.ids.SPEC ? 'catalog.typeSpec' : 'catalog.typeSize');
  const typeOptions = [ProductSizeType.ids.SIZE, ProductSizeType.ids.SPEC].map((id) => ({
    id,
    name: typeName(id),
  }));
  // Category names in the user's language: the row carries the English name only (decision 070).
  const allCategories = [...(sizeCategories.data ?? []), ...(specCategories.data ?? [])];
  const categoryNames = new Map(
    allCategories.map((category) => [
      category.id,
      localizedName(category.name, category.nameFr, i18n.language),
    ]),
  );
  // spec 001 §3: size and spec categories are separate lists; the filter offers the ones of the chosen type.
  const categoryOptions = allCategories
    .filter((category) => typeId === undefined || category.typeId === typeId)
    .map((category) => {
      const name = categoryNames.get(category.id) ?? category.name;
      return {
        id: category.id,
        name: typeId === undefined ? `${name} (${typeName(category.typeId)})` : name,
      };
    });

  const onDelete = async (shown: ProductSize) => {
    const subject = subjectOf(shown.typeId);
    const failed = subject === 'spec' ? 'Spec Delete' : 'Size Delete';
    // issue 11: a size used by products cannot be deleted (the server refuses it), so the screen says so with
    // the count, from a fresh read of the page, instead of asking 'Are you sure?' and then failing.
    const fresh = await sizes.refetch();
    const row = fresh.data?.rows.find((candidate) => candidate.id === shown.id) ?? shown;
    if (row.usageCount > 0) {
      toast.showWarning(usedByProductItemsMessage(subject, row.name, row.usageCount), failedTitle(failed));
      return;
    }
    confirmDelete({
      header: t(subject === 'spec' ? 'catalog.specDeleteTitle' : 'catalog.sizeDeleteTitle'),
      subject,
      name: row.name,
      failed,
      run: async () => {
        await deleteProductSize.mutateAsync(row.id);
        // The page read just before the delete may still be settling; read it again so the row goes.
        void sizes.refetch({ cancelRefetch: true });
      },
    });
  };

  const columns: ListColumn<ProductSize>[] = [
    { key: 'name', header: t('catalog.name'), sortField: 'name' },
    { key: 'typeId', header: t('catalog.type'), sortField: 'typeId', body: (row) => typeName(row.typeId) },
    {
      key: 'categoryName',
      header: t('catalog.category'),
      sortField: 'categoryName',
      // Until the categories arrive the cell waits rather than flash the English name (decision 070).
      body: (row) =>
        categoryNames.get(row.categoryId) ??
        (sizeCategories.isPending || specCategories.isPending ? '' : row.categoryName),
    },
    { key: 'measure', header: t('catalog.measure'), body: formatSizeValue },
    { key: 'selectCode', header: t('catalog.selectCode'), sortField: 'selectCode', priority: 2 },
    { key: 'aliases', header: t('catalog.aliases'), priority: 3, body: (row) => row.aliases.join(', ') },
    { key: 'usageCount', header: t('catalog.usageCount'), compact: true, priority: 2 },
  ];

  return (
    <ListScreen
      filters={[
        // The server ranks a search by relevance.
        { type: 'search', name: 'search', label: t('catalog.sizeSearch'), ranked: true },
        // A category belongs to one type, so changing the type drops the category filter.
        {
          type: 'select',
          name: 'typeId',
          label: t('catalog.type'),
          options: typeOptions,
          resets: ['categoryId'],
        },
        categoryFilter(t('catalog.category'), categoryOptions),
      ]}
      {...list}
      {...editor.newButton}
      columns={columns}
      rowActions={(row) => [
        editAction(row.name, () => editor.edit(row.id)),
        // A size in use is refused before the question (onDelete), so the kit's Delete is not used here.
        {
          key: 'delete',
          icon: 'delete',
          tone: 'danger',
          label: t('catalog.deleteRecord', { name: row.name }),
          onClick: () => void onDelete(row),
        },
      ]}
    >
      <ProductSizeEditorDialog
        productSize={
          typeof editor.target === 'number'
            ? (sizes.data?.rows.find((row) => row.id === editor.target) ?? null)
            : null
        }
        isOpen={editor.target !== null}
        defaultTypeId={typeId ?? ProductSizeType.ids.SIZE}
        onRefresh={() => void sizes.refetch()}
        onClose={editor.close}
      />
    </ListScreen>
  );
}
