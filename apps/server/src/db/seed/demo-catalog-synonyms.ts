import type { ProductSynonyms } from '@portal/contracts';

/**
 * The demo catalog's synonyms (issue 36, decision 196): what buyers write instead of the catalog's cultivar.
 * Sources, all public: registered (code) names as the breeders' own catalogs and the plant patents and breeders'
 * rights registers print them beside the trade name (Proven Winners ColorChoice, Bailey Nurseries First Editions and
 * Endless Summer, Monrovia, Spring Meadow; USPTO plant patents, CPVO and CFIA plant breeders' rights); original-
 * language cultivar names as the Royal Horticultural Society's plant finder lists them (Salvia 'Ostfriesland',
 * 'Mainacht', Astilbe 'Brautschleier', Sedum 'Schorbuser Blut', Thuja 'Smaragd'); common names that mean one
 * cultivar as North American nursery catalogs use them ('emerald cedar', 'dwarf Alberta spruce').
 *
 * Key: Latin name and cultivar as in demo-catalog-plants.ts, '|' between. Lists left out are empty.
 */
type DemoSynonyms = Partial<ProductSynonyms>;

export const DEMO_SYNONYMS: Readonly<Record<string, DemoSynonyms>> = {
  // Conifers and hedging.
  'Thuja occidentalis|Smaragd': {
    tradeNames: ['Emerald Green'],
    commonNamesEn: ['emerald cedar', 'emerald arborvitae'],
    commonNamesFr: ['cèdre émeraude', 'thuya émeraude'],
    originalNames: ['Emerald', 'Emeraude'],
  },
  'Picea glauca|Conica': {
    commonNamesEn: ['dwarf Alberta spruce', 'Alberta spruce'],
    commonNamesFr: ["épinette naine de l'Alberta", "épinette de l'Alberta"],
  },
  'Picea abies|Nidiformis': { commonNamesEn: ["bird's nest spruce"] },
  'Picea abies|Pendula': { commonNamesEn: ['weeping Norway spruce'] },
  'Pinus strobus|Pendula': { commonNamesEn: ['weeping white pine'] },
  'Tsuga canadensis|Pendula': { commonNamesEn: ['weeping hemlock'] },
  'Abies balsamea|Nana': { commonNamesEn: ['dwarf balsam fir'] },
  'Metasequoia glyptostroboides|Gold Rush': { originalNames: ['Ogon'] },
  // Shade and ornamental trees.
  'Acer rubrum|Red Sunset': { registeredNames: ['Franksred'] },
  'Acer rubrum|Redpointe': { registeredNames: ['Frank Jr.'] },
  'Acer × freemanii|Autumn Blaze': { registeredNames: ['Jeffersred'] },
  'Acer × freemanii|Sienna Glen': { registeredNames: ['Sienna'] },
  'Acer × freemanii|Celebration': { registeredNames: ['Celzam'] },
  'Acer saccharum|Green Mountain': { registeredNames: ['PNI 0285'] },
  'Acer saccharum|Fall Fiesta': { registeredNames: ['Bailsta'] },
  'Acer palmatum|Sango-kaku': { commonNamesEn: ['coral bark maple'] },
  'Gleditsia triacanthos var. inermis|Skyline': { registeredNames: ['Skycole'] },
  'Gleditsia triacanthos var. inermis|Northern Acclaim': { registeredNames: ['Harve'] },
  'Ginkgo biloba|Princeton Sentry': { registeredNames: ['PNI 2720'] },
  'Pyrus calleryana|Chanticleer': { tradeNames: ['Cleveland Select'], registeredNames: ["Glen's Form"] },
  'Malus|Royal Raindrops': { registeredNames: ['JFS-KW5'] },
  'Malus|Sugar Tyme': { registeredNames: ['Sutyzam'] },
  'Prunus serrulata|Kwanzan': { originalNames: ['Kanzan', 'Sekiyama'] },
  // Shrubs.
  'Hydrangea macrophylla|Endless Summer': { registeredNames: ['Bailmer'] },
  'Hydrangea arborescens|Invincibelle Spirit': { registeredNames: ['NCHA1'] },
  'Hydrangea arborescens|Invincibelle Ruby': { registeredNames: ['NCHA3'] },
  'Hydrangea arborescens|Incrediball': { registeredNames: ['Abetwo'] },
  'Hydrangea paniculata|Limelight': { registeredNames: ['Zwijnenburg'] },
  'Hydrangea paniculata|Little Lime': { registeredNames: ['Jane'] },
  'Hydrangea paniculata|Bobo': { registeredNames: ['Ilvobo'] },
  'Hydrangea paniculata|Quick Fire': { registeredNames: ['Bulk'] },
  'Hydrangea paniculata|Pinky Winky': { registeredNames: ['DVPpinky'] },
  'Hydrangea paniculata|Vanilla Strawberry': { registeredNames: ['Renhy'] },
  'Hydrangea paniculata|Fire Light': { registeredNames: ['SMHPFL'] },
  'Hydrangea paniculata|Strawberry Sundae': { registeredNames: ['Rensun'] },
  'Hydrangea paniculata|Little Quick Fire': { registeredNames: ['SMHPLQF'] },
  'Hydrangea quercifolia|Gatsby Gal': { registeredNames: ['Brother Edward'] },
  'Hydrangea serrata|Tuff Stuff': { registeredNames: ['MAK20'] },
  'Physocarpus opulifolius|Diabolo': { registeredNames: ['Monlo'] },
  'Physocarpus opulifolius|Summer Wine': { registeredNames: ['Seward'] },
  'Physocarpus opulifolius|Coppertina': { registeredNames: ['Mindia'] },
  'Physocarpus opulifolius|Little Devil': { registeredNames: ['Donna May'] },
  'Physocarpus opulifolius|Amber Jubilee': { registeredNames: ['Jefam'] },
  'Physocarpus opulifolius|Tiny Wine': { registeredNames: ['SMPOTW'] },
  'Weigela florida|Wine & Roses': { registeredNames: ['Alexandra'] },
  'Weigela florida|Midnight Wine': { registeredNames: ['Elvera'] },
  'Weigela florida|My Monet': { registeredNames: ['Verweig'] },
  'Weigela florida|Spilled Wine': { registeredNames: ['Bokraspiwi'] },
  'Weigela florida|Fine Wine': { registeredNames: ['Bramwell'] },
  'Spiraea japonica|Double Play Big Bang': { registeredNames: ['Tracy'] },
  'Spiraea japonica|Magic Carpet': { registeredNames: ['Walbuma'] },
  'Sambucus nigra|Black Lace': { registeredNames: ['Eva'] },
  'Sambucus nigra|Black Beauty': { registeredNames: ['Gerda'] },
  'Rosa|Knock Out': { registeredNames: ['Radrazz'] },
  'Rosa|Double Knock Out': { registeredNames: ['Radtko'] },
  'Rosa|Pink Knock Out': { registeredNames: ['Radcon'] },
  'Rosa|Bonica': { registeredNames: ['Meidomonac'] },
  'Rosa|Oso Easy Paprika': { registeredNames: ['ChewMayTime'] },
  'Cornus sericea|Arctic Fire': { registeredNames: ['Farrow'] },
  'Cornus alba|Ivory Halo': { registeredNames: ['Bailhalo'] },
  'Viburnum dentatum|Blue Muffin': { registeredNames: ['Christom'] },
  'Viburnum dentatum|Autumn Jazz': { registeredNames: ['Ralph Senior'] },
  'Diervilla sessilifolia|Cool Splash': { registeredNames: ['LPDC Podaras'] },
  'Cephalanthus occidentalis|Sugar Shack': { registeredNames: ['SMCOSS'] },
  'Rhus typhina|Tiger Eyes': { registeredNames: ['Bailtiger'] },
  'Itea virginica|Little Henry': { registeredNames: ['Sprich'] },
  'Ilex verticillata|Berry Poppins': { registeredNames: ['FarrowBPop'] },
  'Aronia melanocarpa|Low Scape Mound': { registeredNames: ['UCONNAM165'] },
  'Berberis thunbergii|Crimson Pygmy': { originalNames: ['Atropurpurea Nana'] },
  'Buxus|Chicagoland Green': { registeredNames: ['Glencoe'] },
  'Euonymus alatus|Compactus': { commonNamesEn: ['dwarf burning bush'], commonNamesFr: ['fusain ailé nain'] },
  'Syringa meyeri|Palibin': { commonNamesEn: ['dwarf Korean lilac'] },
  'Hibiscus syriacus|Blue Bird': { originalNames: ['Oiseau Bleu'] },
  "Hibiscus syriacus|Lil' Kim": { registeredNames: ['Antong Two'] },
  'Hibiscus syriacus|Blue Chiffon': { registeredNames: ['Notwoodthree'] },
  // Perennials and grasses: German and Dutch cultivars, and the other way.
  'Salvia nemorosa|East Friesland': { originalNames: ['Ostfriesland'] },
  'Salvia nemorosa|May Night': { originalNames: ['Mainacht'] },
  'Astilbe × arendsii|Bridal Veil': { originalNames: ['Brautschleier'] },
  "Sedum spurium|Dragon's Blood": { originalNames: ['Schorbuser Blut'] },
  'Rudbeckia fulgida|Goldsturm': { originalNames: ['Gold Storm'] },
  'Deschampsia cespitosa|Goldtau': { originalNames: ['Gold Dew'] },
  'Stachys byzantina|Helen von Stein': { tradeNames: ['Big Ears'] },
  'Echinacea purpurea|PowWow Wild Berry': { registeredNames: ['PAS702917'] },
};

const EMPTY: ProductSynonyms = {
  tradeNames: [],
  registeredNames: [],
  commonNamesEn: [],
  commonNamesFr: [],
  originalNames: [],
};

/** A demo product's synonyms (all lists empty when it has none). */
export function demoSynonyms(latinName: string, cultivar: string | null): ProductSynonyms {
  return { ...EMPTY, ...DEMO_SYNONYMS[`${latinName}|${cultivar ?? ''}`] };
}
