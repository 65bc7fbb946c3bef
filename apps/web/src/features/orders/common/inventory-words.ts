import { useTranslation } from 'react-i18next';
import { InventoryStatus, ORDER_DASHBOARD_INVENTORY_OPTIONS } from '@portal/contracts';

type InventoryWordKey = 'notContacted' | 'partiallyContacted' | 'contacted' | 'partiallySecured' | 'secured';

const I = InventoryStatus.ids;
type DashboardInventoryId = (typeof ORDER_DASHBOARD_INVENTORY_OPTIONS)[number]['id'];
/** Each dashboard inventory status's key among the orders words (the type asks for every one). */
const WORD_KEYS: Readonly<Record<DashboardInventoryId, InventoryWordKey>> = {
  [I.NOT_CONTACTED]: 'notContacted',
  [I.PARTIALLY_CONTACTED]: 'partiallyContacted',
  [I.SELLER_CONTACTED]: 'contacted',
  [I.PARTIALLY_SECURED]: 'partiallySecured',
  [I.INVENTORY_SECURED]: 'secured',
};

/** spec 001 §4: the dashboard's inventory variant, in the contracts' order, as keys of the orders words. */
export const DASHBOARD_INVENTORY_KEYS: ReadonlyArray<{
  readonly id: number;
  readonly key: InventoryWordKey;
}> = ORDER_DASHBOARD_INVENTORY_OPTIONS.map((option) => ({
  id: option.id,
  key: WORD_KEYS[option.id],
}));

/** The dashboard variant's words for an inventory status id (spec 001 §4). */
export function useInventoryWord() {
  const { t } = useTranslation();
  return (id: number) => {
    const key = (WORD_KEYS as Readonly<Record<number, InventoryWordKey | undefined>>)[id];
    return key ? t(`orders.inventory.${key}`) : String(id);
  };
}
