import { CompanyType, Country, Province, Role, UserStatus, type RoleId } from '@portal/contracts';

/**
 * The wider demo directory (issue 4): ~30 buyer companies (landscape contractors and municipalities), ~25
 * seller nurseries, growers and hardscape/soil suppliers, ~8 transporters and their people, in real towns of
 * Quebec, Ontario and the north-eastern US with the towns' postal codes and approximate coordinates. No
 * gazetteer package is installed yet; the geo issue may refine these points from one.
 */

/** Province or state id from its code, so the data reads 'QC', 'NY' rather than magic numbers. */
export function provinceIdOf(countryId: number, code: string): number {
  const found = Province.options.find(
    (province) => province.countryId === countryId && province.code === code,
  );
  if (!found) throw new Error(`unknown province ${code}`);
  return found.id;
}

export interface DemoPlace {
  address: string;
  city: string;
  postalCode: string;
  provinceId: number;
  countryId: number;
  latitude: number;
  longitude: number;
}

type PlaceTuple = [
  address: string,
  city: string,
  postalCode: string,
  region: string,
  latitude: number,
  longitude: number,
];

const US_STATES = new Set(['NY', 'VT', 'NH', 'ME', 'MA', 'CT', 'RI', 'PA', 'NJ']);

function place([address, city, postalCode, region, latitude, longitude]: PlaceTuple): DemoPlace {
  const countryId = US_STATES.has(region) ? Country.ids.US : Country.ids.CANADA;
  return {
    address,
    city,
    postalCode,
    provinceId: provinceIdOf(countryId, region),
    countryId,
    latitude,
    longitude,
  };
}

export interface DemoDirectoryCompany extends DemoPlace {
  key: string;
  name: string;
  companyTypeId: number;
  tier: number | null;
  registered: boolean;
  preferred: boolean;
  contactEmail: string;
  phoneNumber: string;
  alternativeAddresses: Array<DemoPlace & { locationName: string }>;
}

type CompanyTuple = [
  key: string,
  name: string,
  domain: string,
  phoneNumber: string,
  where: PlaceTuple,
  yards?: Array<[locationName: string, where: PlaceTuple]>,
];

// Landscape contractors and municipal parks departments: the buyers.
const BUYERS: CompanyTuple[] = [
  [
    'gatineau-parcs',
    'Ville de Gatineau – Parcs et espaces verts',
    'gatineau.example.com',
    '819-555-0201',
    ['25 Rue Laurier', 'Gatineau', 'J8X 4C8', 'QC', 45.4275, -75.7134],
  ],
  [
    'sherbrooke-espaces-verts',
    'Ville de Sherbrooke – Espaces verts',
    'sherbrooke.example.com',
    '819-555-0202',
    ['191 Rue du Palais', 'Sherbrooke', 'J1H 5H9', 'QC', 45.4036, -71.8888],
  ],
  [
    'trois-rivieres-travaux',
    'Ville de Trois-Rivières – Travaux publics',
    'v3r.example.com',
    '819-555-0203',
    ['1325 Place de l’Hôtel-de-Ville', 'Trois-Rivières', 'G9A 5L1', 'QC', 46.343, -72.5421],
  ],
  [
    'paysagiste-quebec',
    'Aménagement Paysager Cap-Rouge',
    'cap-rouge-paysage.example.com',
    '418-555-0204',
    ['2600 Boulevard Laurier', 'Québec', 'G1V 4T3', 'QC', 46.7704, -71.288],
  ],
  [
    'levis-rive-sud',
    'Paysagiste Lévis Rive-Sud',
    'levis-paysage.example.com',
    '418-555-0205',
    ['5500 Boulevard Guillaume-Couture', 'Lévis', 'G6V 4Z2', 'QC', 46.803, -71.171],
  ],
  [
    'drummond-terrassement',
    'Terrassement Drummond',
    'terrassement-drummond.example.com',
    '819-555-0206',
    ['415 Rue Lindsay', 'Drummondville', 'J2B 1G8', 'QC', 45.8836, -72.4846],
  ],
  [
    'terrebonne-parcs',
    'Ville de Terrebonne – Parcs',
    'terrebonne.example.com',
    '450-555-0207',
    ['775 Rue Saint-Jean-Baptiste', 'Terrebonne', 'J6W 1B5', 'QC', 45.6993, -73.6471],
  ],
  [
    'granby-paysages',
    'Paysages Haute-Yamaska',
    'paysages-yamaska.example.com',
    '450-555-0208',
    ['87 Rue Principale', 'Granby', 'J2G 2T8', 'QC', 45.4003, -72.7325],
  ],
  [
    'saint-jerome-amenagements',
    'Aménagements Rivière-du-Nord',
    'riviere-du-nord.example.com',
    '450-555-0209',
    ['10 Rue Saint-Joseph', 'Saint-Jérôme', 'J7Z 7G7', 'QC', 45.7806, -74.0037],
  ],
  [
    'rimouski-jardins',
    'Jardins du Bas-Saint-Laurent',
    'jardins-bsl.example.com',
    '418-555-0210',
    ['205 Avenue de la Cathédrale', 'Rimouski', 'G5L 5J1', 'QC', 48.449, -68.523],
  ],
  [
    'saguenay-parcs',
    'Ville de Saguenay – Parcs',
    'saguenay.example.com',
    '418-555-0211',
    ['201 Rue Racine Est', 'Saguenay', 'G7H 1R9', 'QC', 48.4279, -71.0685],
  ],
  [
    'boucherville-paysagement',
    'Paysagement Îles-de-Boucherville',
    'paysagement-boucherville.example.com',
    '450-555-0212',
    ['500 Rue de la Rivière-aux-Pins', 'Boucherville', 'J4B 2Z7', 'QC', 45.5913, -73.4365],
  ],
  [
    'kingston-parks',
    'City of Kingston – Parks',
    'cityofkingston.example.com',
    '613-555-0213',
    ['216 Ontario Street', 'Kingston', 'K7L 2Z3', 'ON', 44.2303, -76.4812],
  ],
  [
    'london-forest-city',
    'Forest City Landscaping',
    'forestcitylandscaping.example.com',
    '519-555-0214',
    ['300 Dufferin Avenue', 'London', 'N6B 1Z2', 'ON', 42.9869, -81.2466],
  ],
  [
    'kitchener-grounds',
    'Grand River Grounds Maintenance',
    'grandrivergrounds.example.com',
    '519-555-0215',
    ['200 King Street West', 'Kitchener', 'N2G 4G7', 'ON', 43.451, -80.4925],
  ],
  [
    'mississauga-landscape',
    'Credit Valley Landscape Group',
    'creditvalleylandscape.example.com',
    '905-555-0216',
    ['300 City Centre Drive', 'Mississauga', 'L5B 3C1', 'ON', 43.5887, -79.6437],
  ],
  [
    'barrie-lakeside',
    'Kempenfelt Landscapes',
    'kempenfelt.example.com',
    '705-555-0217',
    ['70 Collier Street', 'Barrie', 'L4M 4T5', 'ON', 44.3894, -79.6869],
  ],
  [
    'sudbury-green-works',
    'Nickel City Green Works',
    'nickelcitygreen.example.com',
    '705-555-0218',
    ['200 Brady Street', 'Sudbury', 'P3A 5P3', 'ON', 46.4899, -80.992],
  ],
  [
    'oakville-parks',
    'Town of Oakville – Parks',
    'oakville.example.com',
    '905-555-0219',
    ['1225 Trafalgar Road', 'Oakville', 'L6H 0H3', 'ON', 43.4865, -79.7108],
  ],
  [
    'cornwall-seaway',
    'Seaway Landscaping',
    'seawaylandscaping.example.com',
    '613-555-0220',
    ['360 Pitt Street', 'Cornwall', 'K6J 3P9', 'ON', 45.0212, -74.7298],
  ],
  [
    'montpelier-grounds',
    'Green Mountain Grounds',
    'greenmountaingrounds.example.com',
    '802-555-0221',
    ['39 Main Street', 'Montpelier', '05602', 'VT', 44.2601, -72.5754],
  ],
  [
    'lake-placid-design',
    'Adirondack Landscape Design',
    'adirondacklandscape.example.com',
    '518-555-0222',
    ['2608 Main Street', 'Lake Placid', '12946', 'NY', 44.2795, -73.9812],
  ],
  [
    'springfield-pioneer',
    'Pioneer Valley Landscapes',
    'pioneervalley.example.com',
    '413-555-0223',
    ['36 Court Street', 'Springfield', '01103', 'MA', 42.1015, -72.5898],
  ],
  [
    'concord-granite-state',
    'Granite State Landscaping',
    'granitestatelandscaping.example.com',
    '603-555-0224',
    ['41 Green Street', 'Concord', '03301', 'NH', 43.2068, -71.5376],
  ],
  [
    'portland-harbor',
    'Casco Bay Landscapes',
    'cascobaylandscapes.example.com',
    '207-555-0225',
    ['389 Congress Street', 'Portland', '04101', 'ME', 43.6591, -70.2568],
  ],
  [
    'syracuse-parks',
    'City of Syracuse – Parks',
    'syracuse.example.com',
    '315-555-0226',
    ['233 East Washington Street', 'Syracuse', '13202', 'NY', 43.0494, -76.1474],
  ],
  [
    'boston-commons',
    'Back Bay Grounds Company',
    'backbaygrounds.example.com',
    '617-555-0227',
    ['1 City Hall Square', 'Boston', '02201', 'MA', 42.3603, -71.058],
  ],
];

// Wholesale nurseries and growers, plus a few hardscape and soil suppliers: the sellers.
const SELLERS: CompanyTuple[] = [
  [
    'pepiniere-abbotsford',
    'Pépinière Abbotsford',
    'pepiniere-abbotsford.example.com',
    '450-555-0301',
    ['2015 Rang de la Montagne', 'Saint-Paul-d’Abbotsford', 'J0E 1A0', 'QC', 45.431, -72.883],
  ],
  [
    'pepiniere-assomption',
    'Pépinière L’Assomption',
    'pepiniere-assomption.example.com',
    '450-555-0302',
    ['1300 Rang du Point-du-Jour Sud', 'L’Assomption', 'J5W 3W2', 'QC', 45.825, -73.43],
    [
      [
        'Champ de Saint-Sulpice',
        ['800 Rang du Bas-de-l’Assomption', 'Saint-Sulpice', 'J5W 0A1', 'QC', 45.837, -73.35],
      ],
    ],
  ],
  [
    'joliette-arbres',
    'Arbres et Arbustes Lanaudière',
    'arbres-lanaudiere.example.com',
    '450-555-0303',
    ['1505 Boulevard Firestone', 'Joliette', 'J6E 9E5', 'QC', 46.022, -73.442],
  ],
  [
    'beauce-arbres',
    'Arbres de la Beauce',
    'arbres-beauce.example.com',
    '418-555-0304',
    ['11400 1re Avenue', 'Saint-Georges', 'G5Y 2C3', 'QC', 46.119, -70.669],
  ],
  [
    'lotbiniere-vivaces',
    'Serres et Vivaces de Lotbinière',
    'vivaces-lotbiniere.example.com',
    '418-555-0305',
    ['94 Rue Principale', 'Saint-Apollinaire', 'G0S 2E0', 'QC', 46.619, -71.514],
  ],
  [
    'charlevoix-pepiniere',
    'Pépinière Charlevoix',
    'pepiniere-charlevoix.example.com',
    '418-555-0306',
    ['500 Boulevard Mgr-De Laval', 'Baie-Saint-Paul', 'G3Z 2V4', 'QC', 47.441, -70.499],
  ],
  [
    'gazon-richelieu',
    'Gazon Haut-Richelieu',
    'gazon-richelieu.example.com',
    '450-555-0307',
    ['400 Boulevard du Séminaire Nord', 'Saint-Jean-sur-Richelieu', 'J3B 5L2', 'QC', 45.315, -73.264],
  ],
  [
    'rawdon-pierres',
    'Pierres Rustiques Lanaudière',
    'pierres-rustiques.example.com',
    '450-555-0308',
    ['3588 Rue Metcalfe', 'Rawdon', 'J0K 1S0', 'QC', 46.044, -73.719],
  ],
  [
    'sainte-sophie-terre',
    'Terre et Compost des Laurentides',
    'terre-laurentides.example.com',
    '450-555-0309',
    ['2199 Boulevard Sainte-Sophie', 'Sainte-Sophie', 'J5J 1A1', 'QC', 45.819, -73.902],
  ],
  [
    'waterdown-tree-farm',
    'Flamborough Tree Farm',
    'flamboroughtrees.example.com',
    '905-555-0310',
    ['656 Robson Road', 'Waterdown', 'L0R 2H1', 'ON', 43.334, -79.893],
    [['Carlisle field', ['1496 Centre Road', 'Carlisle', 'L0R 1H2', 'ON', 43.393, -79.979]]],
  ],
  [
    'brampton-perennials',
    'Brampton Perennial Growers',
    'bramptonperennials.example.com',
    '905-555-0311',
    ['8 Wellington Street East', 'Brampton', 'L6W 1Y3', 'ON', 43.6851, -79.7594],
  ],
  [
    'carp-valley-nursery',
    'Ottawa Valley Nursery',
    'ottawavalleynursery.example.com',
    '613-555-0312',
    ['3770 Carp Road', 'Carp', 'K0A 1L0', 'ON', 45.348, -76.042],
  ],
  [
    'holland-marsh-growers',
    'Holland Marsh Growers',
    'hollandmarsh.example.com',
    '905-555-0313',
    ['61 Holland Street East', 'Bradford', 'L3Z 2B6', 'ON', 44.115, -79.562],
  ],
  [
    'norfolk-trees',
    'Norfolk County Trees',
    'norfolktrees.example.com',
    '519-555-0314',
    ['50 Colborne Street South', 'Simcoe', 'N3Y 4H3', 'ON', 42.837, -80.304],
  ],
  [
    'collingwood-stone',
    'Georgian Bay Stone Supply',
    'georgianbaystone.example.com',
    '705-555-0315',
    ['97 Hurontario Street', 'Collingwood', 'L9Y 2L9', 'ON', 44.501, -80.217],
  ],
  [
    'peterborough-soil',
    'Kawartha Soil & Mulch',
    'kawarthasoil.example.com',
    '705-555-0316',
    ['500 George Street North', 'Peterborough', 'K9H 3R9', 'ON', 44.309, -78.32],
  ],
  [
    'niagara-perennial',
    'Niagara Perennial Co-op',
    'niagaraperennial.example.com',
    '905-555-0317',
    ['1640 Niagara Stone Road', 'Niagara-on-the-Lake', 'L0S 1J0', 'ON', 43.205, -79.15],
  ],
  [
    'south-hero-nursery',
    'Champlain Islands Nursery',
    'champlainislands.example.com',
    '802-555-0318',
    ['308 US Route 2', 'South Hero', '05486', 'VT', 44.646, -73.303],
  ],
  [
    'geneva-trees',
    'Finger Lakes Tree Growers',
    'fingerlakestrees.example.com',
    '315-555-0319',
    ['47 Castle Street', 'Geneva', '14456', 'NY', 42.869, -76.98],
  ],
  [
    'pittsfield-perennials',
    'Berkshire Perennials',
    'berkshireperennials.example.com',
    '413-555-0320',
    ['70 Allen Street', 'Pittsfield', '01201', 'MA', 42.45, -73.253],
  ],
  [
    'brunswick-nurseries',
    'Maine Coast Nurseries',
    'mainecoastnurseries.example.com',
    '207-555-0321',
    ['85 Union Street', 'Brunswick', '04011', 'ME', 43.914, -69.966],
  ],
  [
    'barre-granite',
    'Barre Granite Hardscapes',
    'barregranite.example.com',
    '802-555-0322',
    ['6 North Main Street', 'Barre', '05641', 'VT', 44.197, -72.502],
  ],
];

function toDirectoryCompany(
  [key, name, domain, phoneNumber, where, yards = []]: CompanyTuple,
  companyTypeId: number,
  index: number,
): DemoDirectoryCompany {
  return {
    key,
    name,
    companyTypeId,
    // A spread of tiers (including Unassigned) and flags so filters have something to find.
    tier: [1, 2, 3, null][index % 4] ?? null,
    registered: index % 5 !== 4,
    preferred: index % 3 === 0,
    contactEmail: `${companyTypeId === CompanyType.ids.SELLER ? 'sales' : 'info'}@${domain}`,
    phoneNumber,
    ...place(where),
    alternativeAddresses: yards.map(([locationName, yard]) => ({ locationName, ...place(yard) })),
  };
}

export const DIRECTORY_COMPANIES: readonly DemoDirectoryCompany[] = [
  ...BUYERS.map((tuple, index) => toDirectoryCompany(tuple, CompanyType.ids.BUYER, index)),
  ...SELLERS.map((tuple, index) => toDirectoryCompany(tuple, CompanyType.ids.SELLER, index)),
];

type TransporterTuple = [name: string, domain: string, phoneNumber: string, where: PlaceTuple];
const TRANSPORTERS: TransporterTuple[] = [
  [
    'Transport Rive-Sud Express',
    'rive-sud-express.example.com',
    '450-555-0401',
    ['1600 Rue Eiffel', 'Boucherville', 'J4B 5Y1', 'QC', 45.585, -73.433],
  ],
  [
    'Camionnage Capitale',
    'camionnage-capitale.example.com',
    '418-555-0402',
    ['1900 Avenue Newton', 'Québec', 'G1P 4R2', 'QC', 46.809, -71.324],
  ],
  [
    'Ottawa Valley Flatbed',
    'ovflatbed.example.com',
    '613-555-0403',
    ['500 Hazeldean Road', 'Ottawa', 'K2L 2B5', 'ON', 45.295, -75.89],
  ],
  [
    'Niagara Flatbed Logistics',
    'niagaraflatbed.example.com',
    '905-555-0404',
    ['50 Church Street', 'St. Catharines', 'L2R 3B8', 'ON', 43.159, -79.245],
  ],
  [
    'Green Mountain Freight',
    'greenmountainfreight.example.com',
    '802-555-0405',
    ['1 Strongs Avenue', 'Rutland', '05701', 'VT', 43.61, -72.972],
  ],
];

export const DIRECTORY_TRANSPORTERS = TRANSPORTERS.map(([name, domain, phoneNumber, where]) => ({
  name,
  contactEmail: `dispatch@${domain}`,
  phoneNumber,
  ...place(where),
}));

const FIRST_NAMES = [
  'Alexandre',
  'Catherine',
  'Mathieu',
  'Isabelle',
  'Jonathan',
  'Mélanie',
  'Patrick',
  'Geneviève',
  'Kevin',
  'Valérie',
  'Simon',
  'Chantal',
  'David',
  'Karine',
  'Eric',
  'Sarah',
  'Michael',
  'Jessica',
  'Ryan',
  'Emily',
  'Thomas',
  'Hannah',
  'Benjamin',
  'Laura',
  'Nicolas',
  'Amélie',
  'Samuel',
  'Caroline',
];
const LAST_NAMES = [
  'Côté',
  'Gauthier',
  'Morin',
  'Lefebvre',
  'Bergeron',
  'Leblanc',
  'Girard',
  'Caron',
  'Beaulieu',
  'Cloutier',
  'Smith',
  'Brown',
  'Wilson',
  'MacDonald',
  'Campbell',
  'Anderson',
  'Taylor',
  'Martin',
  'Thompson',
  'Walsh',
  'Kelly',
];

export interface DemoDirectoryUser {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  roleId: RoleId;
  statusId: number;
  companyKey: string | null;
}

function emailLocalPart(firstName: string, lastName: string): string {
  return `${firstName}.${lastName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.]/g, '');
}

/**
 * One buyer per buyer company and one seller admin per seller company (spec 001 §3: users are linked to their
 * company), a few inactive ones, and a handful of extra staff.
 */
export const DIRECTORY_USERS: readonly DemoDirectoryUser[] = [
  ...DIRECTORY_COMPANIES.map((company, index) => {
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Alex';
    const lastName = LAST_NAMES[(index * 7) % LAST_NAMES.length] ?? 'Roy';
    const domain = company.contactEmail.split('@')[1] ?? 'example.com';
    return {
      email: `${emailLocalPart(firstName, lastName)}@${domain}`,
      firstName,
      lastName,
      phoneNumber: company.phoneNumber.replace(/\d{2}$/, (digits) =>
        String((Number(digits) + 50) % 100).padStart(2, '0'),
      ),
      roleId: company.companyTypeId === CompanyType.ids.SELLER ? Role.ids.SELLER_ADMIN : Role.ids.BUYER,
      statusId: index % 9 === 8 ? UserStatus.ids.INACTIVE : UserStatus.ids.ACTIVE,
      companyKey: company.key,
    };
  }),
  ...(
    [
      ['Stéphanie', 'Dubé', Role.ids.OPERATIONS],
      ['Antoine', 'Poirier', Role.ids.OPERATIONS],
      ['Rachel', 'Nguyen', Role.ids.OPERATIONS],
      ['François', 'Ouellet', Role.ids.FINANCE],
      ['Megan', 'O’Brien', Role.ids.FINANCE],
    ] as const
  ).map(([firstName, lastName, roleId], index) => ({
    email: `${emailLocalPart(firstName, lastName)}@example.com`,
    firstName,
    lastName,
    phoneNumber: `514-555-01${String(10 + index)}`,
    roleId,
    statusId: UserStatus.ids.ACTIVE,
    companyKey: 'operator',
  })),
];
