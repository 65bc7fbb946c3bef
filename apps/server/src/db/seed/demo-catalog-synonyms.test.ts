import { describe, expect, it } from 'vitest';
import { CatalogIndex } from '../../modules/gomatch/catalog-index';
import { DEMO_PLANTS } from './demo-catalog-plants';
import { DEMO_SYNONYMS, demoSynonyms } from './demo-catalog-synonyms';

/** Issue 36 round 2 (decision 208): the demo catalog's synonyms name its products in GoMatch's own index. */
const products = DEMO_PLANTS.map((plant, index) => ({
  id: index + 1,
  latinName: plant.latinName,
  cultivar: plant.cultivar,
  commonNameEn: plant.commonNameEn,
  commonNameFr: plant.commonNameFr,
  sku: `DEMO-${index + 1}`,
  synonyms: demoSynonyms(plant.latinName, plant.cultivar),
}));
const index = new CatalogIndex(products, []);
const first = (text: string) => {
  const found = index.match(text).products[0]?.product;
  return found ? `${found.latinName}|${found.cultivar ?? ''}` : null;
};

describe('the demo catalog synonyms', () => {
  it('names only plants of the demo catalog, at most 20 names a list', () => {
    const keys = new Set(DEMO_PLANTS.map((plant) => `${plant.latinName}|${plant.cultivar ?? ''}`));
    for (const [key, lists] of Object.entries(DEMO_SYNONYMS)) {
      expect(keys.has(key), key).toBe(true);
      for (const names of Object.values(lists)) expect(names.length).toBeLessThanOrEqual(20);
    }
  });

  it.each([
    ['Acer tataricum GarAnn', 'Acer tataricum|Hot Wings'],
    ['Quercus bicolor JFS-KW12', 'Quercus bicolor|American Dream'],
    ['Ilex glabra PIIIG-I', 'Ilex glabra|Gem Box'],
    ['Veronica spicata Rotfuchs', 'Veronica spicata|Red Fox'],
    ['Tulipa Madame Lefeber', 'Tulipa|Red Emperor'],
    ['hackmatack', 'Larix laricina|'],
    ['pimbina', 'Viburnum trilobum|'],
    ['Black Hills spruce', 'Picea glauca|Densata'],
    ['yellowtwig dogwood', 'Cornus sericea|Flaviramea'],
    ['saule crevette', 'Salix integra|Hakuro Nishiki'],
    // Plurals, however short the word.
    ['ifs du Japon', 'Taxus cuspidata|'],
    ['cèdres blancs', 'Thuja occidentalis|'],
  ])('%s → %s', (text, expected) => {
    expect(first(text)).toBe(expected);
  });
});
