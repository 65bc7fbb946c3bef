import { EMPTY_PRODUCT_SYNONYMS, type ProductRow } from '@portal/contracts';

/** A catalog product as the catalog search and the product pickers answer it (Emerald cedar, id 9). */
export const EMERALD_CEDAR: ProductRow = {
  id: 9,
  latinName: 'Thuja occidentalis',
  cultivar: 'Smaragd',
  displayName: "Thuja occidentalis 'Smaragd'",
  commonNameEn: 'Emerald cedar',
  commonNameFr: null,
  synonyms: { ...EMPTY_PRODUCT_SYNONYMS, commonNamesEn: ['emerald green arborvitae'] },
  sku: 'THU-SMA',
  categoryId: 1,
  categoryName: 'Plant',
  itemCount: 1,
  version: 1,
};
