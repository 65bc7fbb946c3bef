import { useTranslation } from 'react-i18next';
import { categoryInputSchema, type Category, type CategoryInput } from '@portal/contracts';
import {
  CheckboxField,
  EditorDialog,
  EditorFormView,
  TextField,
  useEditorForm,
} from '../../../components/form';
import { ProgressSpinner } from '../../../components/ui';
import { useCategories } from '../api/get-categories';
import { useSaveCategory } from '../api/save-category';

/** decision 050: a new category allows linking its products until told otherwise. */
function formValuesOf(category: Category | null): CategoryInput {
  return {
    name: category?.name ?? '',
    nameFr: category?.nameFr ?? '',
    description: category?.description ?? '',
    allowLinkProduct: category?.allowLinkProduct ?? true,
  };
}

export interface CategoryEditorDialogProps {
  /** null: closed; 'new': create; a number: edit that category. */
  readonly categoryId: number | 'new' | null;
  readonly onClose: () => void;
}

/** The category editor (spec 001 §3 Category): name, French name, description and the allow-link flag. */
export function CategoryEditorDialog({ categoryId, onClose }: CategoryEditorDialogProps) {
  const { t } = useTranslation();
  const header = t(categoryId === 'new' ? 'catalog.categoryCreateTitle' : 'catalog.categoryEditTitle');
  return (
    <EditorDialog
      header={header}
      isOpen={categoryId !== null}
      onClose={onClose}
      width="min(36rem, 96vw)"
      className="catalog-editor"
    >
      <CategoryEditorForm
        categoryId={categoryId === 'new' ? null : categoryId}
        header={header}
        onClose={onClose}
      />
    </EditorDialog>
  );
}

function CategoryEditorForm({
  categoryId,
  header,
  onClose,
}: {
  readonly categoryId: number | null;
  readonly header: string;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  // The same cached list the screen shows: categories are few and read whole; a refresh reads it again.
  const categories = useCategories();
  const category = categories.data?.find((candidate) => candidate.id === categoryId) ?? null;
  const editor = useEditorForm({
    schema: categoryInputSchema,
    values: formValuesOf(category),
    record: category,
    subject: 'category',
    title: 'Category',
    save: (request, existing) => save.mutateAsync({ existing, request }),
    onSaved: onClose,
    refresh: () => categories.refetch(),
  });
  const field = { editor, idPrefix: 'category' } as const;
  if (categoryId !== null && !category) return <ProgressSpinner />;
  return (
    <EditorFormView editor={editor} label={header} saveLabel={t('catalog.save')} onCancel={onClose}>
      <div className="form-grid">
        <TextField {...field} name="name" label={t('catalog.name')} />
        <TextField {...field} name="nameFr" label={t('catalog.nameFr')} />
        <TextField {...field} name="description" label={t('catalog.description')} />
        <CheckboxField {...field} name="allowLinkProduct" label={t('catalog.allowLinkProduct')} />
      </div>
    </EditorFormView>
  );
}
