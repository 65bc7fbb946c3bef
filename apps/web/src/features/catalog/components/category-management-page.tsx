import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { failedTitle, listQuerySchema, type Category } from '@portal/contracts';
import { ListScreen, useLocalList, useRecordEditor, type ListColumn } from '../../../components/table';
import { InputSwitch, Tag, useToast } from '../../../components/ui';
import { failureMessage } from '../../../lib/failure-message';
import { useCategories } from '../api/get-categories';
import { useDeleteCategory } from '../api/delete-category';
import { useToggleCategoryAllowLink } from '../api/toggle-category-allow-link';
import { CategoryEditorDialog } from './category-editor-dialog';
import { localizedName } from './catalog-text';
import { useRecordActions } from './record-actions';
import './catalog.css';

/**
 * The view of Category Management in the URL. Categories are a short list the API answers whole (spec 001 §7
 * `GET categories`, capped by MAX_CATEGORIES), so the view is applied in the browser (decision 120).
 */
const categoryList = {
  query: listQuerySchema({
    sortFields: ['name', 'nameFr', 'productCount'],
    defaultSort: { field: 'name', order: 'asc' },
    filters: { search: z.string().trim().max(200).optional() },
  }),
  subject: 'category list',
};

/**
 * /products/category-management, super admin only (spec 001 §2): the categories with their French name, product
 * count and allow-link-product switch (spec 001 §3).
 */
export function CategoryManagementPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const recordActions = useRecordActions({
    header: t('catalog.categoryDeleteTitle'),
    subject: 'category',
    failed: 'Category Delete',
  });
  const list = useLocalList('categories', categoryList, useCategories(), {
    searchTexts: (category) => [category.name, category.nameFr, category.description],
    locale: i18n.language,
  });
  const deleteCategory = useDeleteCategory();
  const toggleAllowLink = useToggleCategoryAllowLink();
  const editor = useRecordEditor(t('catalog.categoryNew'));

  const onToggle = (category: Category) => {
    toggleAllowLink.mutate(category.id, {
      onSuccess: (updated) =>
        toast.showSuccess(
          t(updated.allowLinkProduct ? 'catalog.allowLinkOn' : 'catalog.allowLinkOff', {
            name: localizedName(updated.name, updated.nameFr, i18n.language),
          }),
        ),
      // spec 001 §8: 'Category link toggle failed', in the 'X Failed' title pattern.
      onError: (error) =>
        toast.showError(failureMessage(error, 'update', 'category'), failedTitle('Category Link Toggle')),
    });
  };

  const columns: ListColumn<Category>[] = [
    {
      key: 'name',
      header: t('catalog.name'),
      sortField: 'name',
      body: (category) => (
        <span className="catalog-name">
          {category.name}
          {category.isSystem ? <Tag value={t('catalog.system')} severity="secondary" /> : null}
        </span>
      ),
    },
    { key: 'nameFr', header: t('catalog.nameFr'), sortField: 'nameFr' },
    { key: 'description', header: t('catalog.description'), priority: 3 },
    { key: 'productCount', header: t('catalog.productCount'), sortField: 'productCount', compact: true },
    {
      // A cell of its own, beside the row actions: the switch is the row's one control of its state.
      key: 'allowLinkProduct',
      header: t('catalog.allowLinkProduct'),
      compact: true,
      body: (category) => (
        <InputSwitch
          checked={category.allowLinkProduct}
          disabled={toggleAllowLink.isPending && toggleAllowLink.variables === category.id}
          aria-label={t('catalog.allowLinkFor', { name: category.name })}
          onChange={() => onToggle(category)}
        />
      ),
    },
  ];

  return (
    <ListScreen
      filters={[{ type: 'search', name: 'search', label: t('catalog.categorySearch') }]}
      {...list}
      {...editor.newButton}
      columns={columns}
      rowActions={(category) =>
        recordActions(category.name, {
          onEdit: () => editor.edit(category.id),
          // A category with products is refused by the server with a message naming why (decision 050).
          remove: () => deleteCategory.mutateAsync(category.id),
          // spec 001 §3: the default (0 N/A) and Plant (1) categories always exist.
          canDelete: !category.isSystem,
        })
      }
    >
      <CategoryEditorDialog categoryId={editor.target} onClose={editor.close} />
    </ListScreen>
  );
}
