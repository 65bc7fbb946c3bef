import { useTranslation } from 'react-i18next';
import { InventoryStatus } from '@portal/contracts';

const I = InventoryStatus.ids;

/** spec 001 §4: the dashboard's inventory variant, in its order, as keys of the orders words. */
export const DASHBOARD_INVENTORY_KEYS: ReadonlyArray<{
  readonly id: number;
  readonly key: 'notContacted' | 'partiallyContacted' | 'contacted' | 'partiallySecured' | 'secured';
}> = [
  { id: I.NOT_CONTACTED, key: 'notContacted' },
  { id: I.PARTIALLY_CONTACTED, key: 'partiallyContacted' },
  { id: I.SELLER_CONTACTED, key: 'contacted' },
  { id: I.PARTIALLY_SECURED, key: 'partiallySecured' },
  { id: I.INVENTORY_SECURED, key: 'secured' },
];

/** The dashboard variant's words for an inventory status id (spec 001 §4). */
export function useInventoryWord() {
  const { t } = useTranslation();
  return (id: number) => {
    const entry = DASHBOARD_INVENTORY_KEYS.find((candidate) => candidate.id === id);
    return entry ? t(`orders.inventory.${entry.key}`) : String(id);
  };
}
