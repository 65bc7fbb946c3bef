import { CatalogIds, ProductSizeType } from '@portal/contracts';

/**
 * The catalog's reference lists (docs/decisions/050-catalog-model-and-units.md). The spec fixes only the special
 * ids (001 §3: category 0 'N/A', Plant 1; Tray Measurements 3, Multi-Cell 13, Bulb 18; Gallon 3, Small Pots 9);
 * the other ids are ours and, once shipped, never change meaning.
 */
export const SYSTEM_CATEGORIES = [
  {
    id: CatalogIds.DEFAULT_CATEGORY_ID,
    name: CatalogIds.DEFAULT_CATEGORY_NAME,
    nameFr: 'N/D',
    description: 'Products not yet classified.',
  },
  {
    id: CatalogIds.PLANT_CATEGORY_ID,
    name: 'Plant',
    nameFr: 'Plante',
    description: 'Trees, shrubs, perennials, grasses, vines and bulbs.',
  },
] as const;

const SIZE = ProductSizeType.ids.SIZE;
const SPEC = ProductSizeType.ids.SPEC;

export const SIZE_CATEGORIES = [
  { id: 1, typeId: SIZE, name: 'Container', nameFr: 'Contenant' },
  { id: 2, typeId: SIZE, name: 'B&B', nameFr: 'Motte et jute' },
  {
    id: CatalogIds.TRAY_MEASUREMENTS_CATEGORY_ID,
    typeId: SIZE,
    name: 'Tray Measurements',
    nameFr: 'Plateaux',
  },
  { id: 4, typeId: SIZE, name: 'Wire Basket', nameFr: 'Panier de broche' },
  { id: 5, typeId: SIZE, name: 'Bare Root', nameFr: 'Racines nues' },
  { id: 6, typeId: SIZE, name: 'Pot', nameFr: 'Pot' },
  { id: 7, typeId: SIZE, name: 'Caliper', nameFr: 'Calibre' },
  { id: 8, typeId: SIZE, name: 'Height', nameFr: 'Hauteur' },
  { id: 9, typeId: SIZE, name: 'Spread', nameFr: 'Étalement' },
  { id: 10, typeId: SIZE, name: 'Liner', nameFr: 'Jeune plant' },
  { id: 11, typeId: SIZE, name: 'Bulk', nameFr: 'Vrac' },
  { id: 12, typeId: SIZE, name: 'Bag', nameFr: 'Sac' },
  { id: CatalogIds.MULTI_CELL_TYPE_ID, typeId: SIZE, name: 'Multi-Cell', nameFr: 'Multicellule' },
  { id: 14, typeId: SIZE, name: 'Pallet', nameFr: 'Palette' },
  { id: 15, typeId: SIZE, name: 'Sod', nameFr: 'Gazon en plaques' },
  { id: 16, typeId: SIZE, name: 'Each', nameFr: 'Unité' },
  { id: 17, typeId: SIZE, name: 'Area', nameFr: 'Surface' },
  { id: CatalogIds.BULB_TYPE_ID, typeId: SIZE, name: 'Bulb', nameFr: 'Bulbe' },
  { id: 19, typeId: SIZE, name: 'Flat', nameFr: 'Caissette' },
  { id: 20, typeId: SIZE, name: 'Hanging Basket', nameFr: 'Panier suspendu' },
  { id: 21, typeId: SPEC, name: 'Form', nameFr: 'Forme' },
  { id: 22, typeId: SPEC, name: 'Stem', nameFr: 'Tige' },
  { id: 23, typeId: SPEC, name: 'Quality', nameFr: 'Qualité' },
  { id: 24, typeId: SPEC, name: 'Branching', nameFr: 'Ramification' },
  { id: 25, typeId: SPEC, name: 'Root', nameFr: 'Racines' },
  { id: 26, typeId: SPEC, name: 'Colour', nameFr: 'Couleur' },
  { id: 27, typeId: SPEC, name: 'Finish', nameFr: 'Fini' },
  { id: 28, typeId: SPEC, name: 'Other', nameFr: 'Autre' },
] as const;

export const SIZE_UNITS = [
  { id: 1, name: 'Inch', nameFr: 'Pouce', symbol: 'in' },
  { id: 2, name: 'Centimetre', nameFr: 'Centimètre', symbol: 'cm' },
  { id: CatalogIds.GALLON_UNIT_ID, name: 'Gallon', nameFr: 'Gallon', symbol: 'gal' },
  { id: 4, name: 'Foot', nameFr: 'Pied', symbol: 'ft' },
  { id: 5, name: 'Millimetre', nameFr: 'Millimètre', symbol: 'mm' },
  { id: 6, name: 'Litre', nameFr: 'Litre', symbol: 'L' },
  { id: 7, name: 'Metre', nameFr: 'Mètre', symbol: 'm' },
  { id: 8, name: 'Cells', nameFr: 'Cellules', symbol: 'cells' },
  { id: CatalogIds.SMALL_POTS_UNIT_ID, name: 'Small Pots', nameFr: 'Petits pots', symbol: 'SP' },
  { id: 10, name: 'Cubic Yard', nameFr: 'Verge cube', symbol: 'yd³' },
  { id: 11, name: 'Cubic Metre', nameFr: 'Mètre cube', symbol: 'm³' },
  { id: 12, name: 'Square Foot', nameFr: 'Pied carré', symbol: 'sq ft' },
  { id: 13, name: 'Pound', nameFr: 'Livre', symbol: 'lb' },
  { id: 14, name: 'Kilogram', nameFr: 'Kilogramme', symbol: 'kg' },
  { id: 15, name: 'Each', nameFr: 'Unité', symbol: 'ea' },
  { id: 16, name: 'Ton', nameFr: 'Tonne', symbol: 't' },
] as const;
