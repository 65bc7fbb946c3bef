import { useState } from 'react';
import { discountsQuerySchema, type Discount } from '@portal/contracts';
import { ListScreen, useDeleteRowAction, type ListColumn } from '../../../components/table';
import { useUrlTableState } from '../../../lib/use-url-table-state';
import { useDeleteDiscount } from '../api/delete-discount';
import { useDiscounts } from '../api/get-discounts';
import { DiscountEditorDialog } from './discount-editor-dialog';
import { useMenuTitle, useWords } from './use-words';

/** /admin/discount-management, every staff role (spec 001 §2): discount types, on the list kit (issue 12). */
export function DiscountSettingsPage() {
  const words = useWords();
  const title = useMenuTitle('Discount Settings');
  const deleteAction = useDeleteRowAction({
    header: words('settings.deleteTitle'),
    subject: 'discount',
    failed: 'Discount Deletion',
  });
  const table = useUrlTableState(discountsQuerySchema);
  const discounts = useDiscounts(table.query);
  const deleteDiscount = useDeleteDiscount();
  const [editing, setEditing] = useState<Discount | 'new' | null>(null);

  const columns: ListColumn<Discount>[] = [
    { key: 'name', header: words('settings.name'), sortField: 'name' },
    { key: 'description', header: words('settings.description'), priority: 2 },
  ];

  return (
    <ListScreen
      title={title}
      className="settings-screen"
      newLabel={words('settings.newDiscount')}
      onNew={() => setEditing('new')}
      table={table}
      result={discounts}
      columns={columns}
      filtersLabel={title}
      // spec 001 §9: the search reaches the server 500 ms after the last key (the kit's search filter).
      filters={[{ type: 'search', name: 'search', label: words('settings.search') }]}
      tableKey="discounts"
      subject="discounts"
      rowActions={(discount) => [
        {
          key: 'edit',
          icon: 'edit',
          label: `${words('settings.edit')} ${discount.name}`,
          onClick: () => setEditing(discount),
        },
        deleteAction({
          label: `${words('settings.delete')} ${discount.name}`,
          name: discount.name,
          run: () => deleteDiscount.mutateAsync(discount),
        }),
      ]}
    >
      <DiscountEditorDialog
        discount={editing}
        onRefresh={() => {
          // The page is read again; the editor takes the discount as it is stored now.
          void discounts.refetch().then(({ data }) => {
            const stored = data?.rows.find(
              (row) => editing !== null && editing !== 'new' && row.id === editing.id,
            );
            if (stored) setEditing(stored);
          });
        }}
        onClose={() => setEditing(null)}
      />
    </ListScreen>
  );
}
