import { CompanyType, Country, Language, Role, UserStatus, type RoleId } from '@portal/contracts';
import { provinceIdOf } from './demo-directory';

/**
 * Demo companies in real places of Quebec, Ontario and the north-eastern US (DOMAIN.md). Coordinates are the
 * towns' own; the geo issue replaces them with gazetteer lookups of the postal codes.
 */
interface DemoCompany {
  key: string;
  name: string;
  companyTypeId: number;
  tier?: number;
  registered?: boolean;
  preferred?: boolean;
  contactEmail: string;
  phoneNumber: string;
  address: string;
  city: string;
  postalCode: string;
  provinceId: number;
  countryId: number;
  latitude: number;
  longitude: number;
  alternativeAddresses?: Array<{
    locationName: string;
    address: string;
    city: string;
    postalCode: string;
    provinceId: number;
    countryId: number;
    latitude: number;
    longitude: number;
  }>;
}

const CANADA = Country.ids.CANADA;
const US = Country.ids.US;
const QUEBEC = provinceIdOf(CANADA, 'QC');
const ONTARIO = provinceIdOf(CANADA, 'ON');
const NEW_YORK = provinceIdOf(US, 'NY');
const VERMONT = provinceIdOf(US, 'VT');
const { BUYER, SELLER, ADMIN } = CompanyType.ids;

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    key: 'operator',
    name: 'Marketplace Operations Inc.',
    companyTypeId: ADMIN,
    contactEmail: 'operations@example.com',
    phoneNumber: '514-555-0100',
    address: '1250 Rue University',
    city: 'Montréal',
    postalCode: 'H3B 3B0',
    provinceId: QUEBEC,
    countryId: CANADA,
    latitude: 45.5019,
    longitude: -73.5674,
  },
  {
    key: 'paysagiste-laval',
    name: 'Paysagement Rive-Nord',
    companyTypeId: BUYER,
    tier: 1,
    preferred: true,
    contactEmail: 'soumissions@rive-nord.example.com',
    phoneNumber: '450-555-0141',
    address: '3100 Boulevard Le Carrefour',
    city: 'Laval',
    postalCode: 'H7T 2K7',
    provinceId: QUEBEC,
    countryId: CANADA,
    latitude: 45.5697,
    longitude: -73.7497,
  },
  {
    key: 'longueuil-landscaping',
    name: 'Aménagements Longueuil',
    companyTypeId: BUYER,
    tier: 2,
    contactEmail: 'info@amenagements-longueuil.example.com',
    phoneNumber: '450-555-0177',
    address: '825 Rue Saint-Laurent Ouest',
    city: 'Longueuil',
    postalCode: 'J4K 2V1',
    provinceId: QUEBEC,
    countryId: CANADA,
    latitude: 45.5312,
    longitude: -73.5181,
  },
  {
    key: 'ottawa-greenscapes',
    name: 'Capital Greenscapes',
    companyTypeId: BUYER,
    tier: 1,
    contactEmail: 'estimating@capitalgreenscapes.example.com',
    phoneNumber: '613-555-0190',
    address: '110 Laurier Avenue West',
    city: 'Ottawa',
    postalCode: 'K1P 1J1',
    provinceId: ONTARIO,
    countryId: CANADA,
    latitude: 45.4215,
    longitude: -75.6972,
  },
  {
    key: 'toronto-parks-contracting',
    name: 'Lakeshore Landscape Contracting',
    companyTypeId: BUYER,
    tier: 3,
    contactEmail: 'bids@lakeshorelandscape.example.com',
    phoneNumber: '416-555-0122',
    address: '2200 Lake Shore Boulevard West',
    city: 'Toronto',
    postalCode: 'M8V 1A4',
    provinceId: ONTARIO,
    countryId: CANADA,
    latitude: 43.6222,
    longitude: -79.4875,
  },
  {
    key: 'burlington-vt',
    name: 'Champlain Valley Landscapes',
    companyTypeId: BUYER,
    contactEmail: 'office@champlainvalley.example.com',
    phoneNumber: '802-555-0148',
    address: '149 Church Street',
    city: 'Burlington',
    postalCode: '05401',
    provinceId: VERMONT,
    countryId: US,
    latitude: 44.4759,
    longitude: -73.2121,
  },
  {
    key: 'pepiniere-mirabel',
    name: 'Pépinière des Laurentides',
    companyTypeId: SELLER,
    tier: 1,
    preferred: true,
    contactEmail: 'ventes@pepiniere-laurentides.example.com',
    phoneNumber: '450-555-0163',
    address: '13000 Rang Saint-Étienne',
    city: 'Mirabel',
    postalCode: 'J7N 2T5',
    provinceId: QUEBEC,
    countryId: CANADA,
    latitude: 45.6502,
    longitude: -74.0827,
    alternativeAddresses: [
      {
        locationName: 'Champ de Saint-Benoît',
        address: '9500 Route Arthur-Sauvé',
        city: 'Mirabel',
        postalCode: 'J7N 2R9',
        provinceId: QUEBEC,
        countryId: CANADA,
        latitude: 45.5712,
        longitude: -74.0241,
      },
    ],
  },
  {
    key: 'pepiniere-st-hyacinthe',
    name: 'Pépinière Maskoutaine',
    companyTypeId: SELLER,
    tier: 2,
    contactEmail: 'commandes@maskoutaine.example.com',
    phoneNumber: '450-555-0185',
    address: '4200 Avenue Cusson',
    city: 'Saint-Hyacinthe',
    postalCode: 'J2S 8N9',
    provinceId: QUEBEC,
    countryId: CANADA,
    latitude: 45.6307,
    longitude: -72.9568,
  },
  {
    key: 'niagara-nursery',
    name: 'Niagara Tree & Shrub Growers',
    companyTypeId: SELLER,
    tier: 1,
    preferred: true,
    contactEmail: 'sales@niagaratreeshrub.example.com',
    phoneNumber: '905-555-0131',
    address: '1470 Niagara Stone Road',
    city: 'Niagara-on-the-Lake',
    postalCode: 'L0S 1J0',
    provinceId: ONTARIO,
    countryId: CANADA,
    latitude: 43.2097,
    longitude: -79.1677,
    alternativeAddresses: [
      {
        locationName: 'Virgil yard',
        address: '1580 Four Mile Creek Road',
        city: 'Virgil',
        postalCode: 'L0S 1T0',
        provinceId: ONTARIO,
        countryId: CANADA,
        latitude: 43.2211,
        longitude: -79.1239,
      },
    ],
  },
  {
    key: 'sherbrooke-perennials',
    name: 'Vivaces de l’Estrie',
    companyTypeId: SELLER,
    tier: 3,
    contactEmail: 'info@vivaces-estrie.example.com',
    phoneNumber: '819-555-0119',
    address: '3050 Boulevard de Portland',
    city: 'Sherbrooke',
    postalCode: 'J1L 1K1',
    provinceId: QUEBEC,
    countryId: CANADA,
    latitude: 45.4042,
    longitude: -71.8929,
  },
  {
    key: 'plattsburgh-stone',
    name: 'Adirondack Stone & Soil',
    companyTypeId: SELLER,
    contactEmail: 'yard@adirondackstone.example.com',
    phoneNumber: '518-555-0156',
    address: '22 Margaret Street',
    city: 'Plattsburgh',
    postalCode: '12901',
    provinceId: NEW_YORK,
    countryId: US,
    latitude: 44.6995,
    longitude: -73.4529,
  },
];

export const DEMO_TRANSPORTERS = [
  {
    name: 'Transport Laurentien',
    contactEmail: 'dispatch@transport-laurentien.example.com',
    phoneNumber: '450-555-0199',
    address: '2525 Boulevard Dagenais Ouest',
    city: 'Laval',
    postalCode: 'H7L 5W2',
    provinceId: QUEBEC,
    countryId: CANADA,
    latitude: 45.5889,
    longitude: -73.7908,
  },
  {
    name: 'Golden Horseshoe Freight',
    contactEmail: 'loads@ghfreight.example.com',
    phoneNumber: '905-555-0102',
    address: '400 Wentworth Street North',
    city: 'Hamilton',
    postalCode: 'L8L 5W3',
    provinceId: ONTARIO,
    countryId: CANADA,
    latitude: 43.2557,
    longitude: -79.8711,
  },
  {
    name: 'North Country Haulers',
    contactEmail: 'dispatch@northcountryhaulers.example.com',
    phoneNumber: '518-555-0133',
    address: '5 Broadway',
    city: 'Albany',
    postalCode: '12207',
    provinceId: NEW_YORK,
    countryId: US,
    latitude: 42.6526,
    longitude: -73.7562,
  },
];

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  roleId: RoleId;
  companyKey: string;
  statusId?: number;
  languageId?: number;
}

/** The demo accounts of README.md; all share the password `portal-demo`. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'superadmin@example.com',
    firstName: 'Sophie',
    lastName: 'Tremblay',
    phoneNumber: '514-555-0101',
    roleId: Role.ids.SUPER_ADMIN,
    companyKey: 'operator',
  },
  {
    email: 'ops@example.com',
    firstName: 'Marc',
    lastName: 'Gagnon',
    phoneNumber: '514-555-0102',
    roleId: Role.ids.OPERATIONS,
    companyKey: 'operator',
  },
  {
    email: 'finance@example.com',
    firstName: 'Julie',
    lastName: 'Roy',
    phoneNumber: '514-555-0103',
    roleId: Role.ids.FINANCE,
    companyKey: 'operator',
    // README: the finance demo account works in French.
    languageId: Language.ids.FRENCH,
  },
  {
    email: 'ops2@example.com',
    firstName: 'Olivier',
    lastName: 'Bouchard',
    phoneNumber: '514-555-0104',
    roleId: Role.ids.OPERATIONS,
    companyKey: 'operator',
  },
  {
    email: 'buyer@example.com',
    firstName: 'Émilie',
    lastName: 'Lavoie',
    phoneNumber: '450-555-0142',
    roleId: Role.ids.BUYER,
    companyKey: 'paysagiste-laval',
  },
  {
    email: 'seller@example.com',
    firstName: 'Daniel',
    lastName: 'Fortin',
    phoneNumber: '450-555-0164',
    roleId: Role.ids.SELLER_ADMIN,
    companyKey: 'pepiniere-mirabel',
  },
  {
    email: 'inactive.ops@example.com',
    firstName: 'Nadia',
    lastName: 'Pelletier',
    phoneNumber: '514-555-0105',
    roleId: Role.ids.OPERATIONS,
    companyKey: 'operator',
    statusId: UserStatus.ids.INACTIVE,
  },
];
