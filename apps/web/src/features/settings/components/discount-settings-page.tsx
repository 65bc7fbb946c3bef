import type { Discount } from '@portal/contracts';
import {
  ListScreen,
  useDeleteRowAction,
  useList,
  useRecordEditor,
  type ListColumn,
} from '../../../components/table';
import { useDeleteDiscount } from '../api/delete-discount';
import { discountList } from '../api/get-discounts';
import { DiscountEditorDialog } from './discount-editor-dialog';
import { useWords } from './use-words';

/** /admin/discount-management, every staff role (spec 001 §2): discount types, on the list kit (issue 12). */
export function DiscountSettingsPage() {
  const words = useWords();
  const deleteAction = useDeleteRowAction({
    header: words('settings.deleteTitle'),
    subject: 'discount',
    failed: 'Discount Deletion',
  });
  const list = useList('discounts', discountList);
  const deleteDiscount = useDeleteDiscount();
  const editor = useRecordEditor<Discount>(words('settings.newDiscount'));

  const columns: ListColumn<Discount>[] = [
    { key: 'name', header: words('settings.name'), sortField: 'name' },
    { key: 'description', header: words('settings.description'), priority: 2 },
  ];

  return (
    <ListScreen
      // spec 001 §9: the search reaches the server 500 ms after the last key (the kit's search filter).
      filters={[{ type: 'search', name: 'search', label: words('settings.search') }]}
      {...list}
      {...editor.newButton}
      columns={columns}
      rowActions={(discount) => [
        {
          key: 'edit',
          icon: 'edit',
          label: `${words('settings.edit')} ${discount.name}`,
          onClick: () => editor.edit(discount),
        },
        deleteAction({
          label: `${words('settings.delete')} ${discount.name}`,
          name: discount.name,
          run: () => deleteDiscount.mutateAsync(discount),
        }),
      ]}
    >
      <DiscountEditorDialog
        discount={editor.target}
        onRefresh={() => {
          // The page is read again; the editor takes the discount as it is stored now.
          void list.result.refetch().then(({ data }) => {
            const stored = data?.rows.find(
              (row) => editor.target !== null && editor.target !== 'new' && row.id === editor.target.id,
            );
            if (stored) editor.edit(stored);
          });
        }}
        onClose={editor.close}
      />
    </ListScreen>
  );
}
