import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  BackgroundProcessStatus,
  CompanyType,
  Country,
  DeliveryMethod,
  Province,
  QuoteRequestStatus,
  RequestPurpose,
  Role,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { appUser, company, quoteRequest } from '../../db/schema';
import { runMatching } from '../gomatch';

const S = QuoteRequestStatus.ids;

/** Job sites in Quebec, Ontario and New England with the lists their contractors send (EN and FR). */
const DEMO_REQUESTS = [
  {
    jobName: 'Parc des Érables — phase 2',
    city: 'Laval',
    postalCode: 'H7V 3Z1',
    provinceId: Province.ids.QUEBEC,
    latitude: 45.5569,
    longitude: -73.7216,
    purposeId: RequestPurpose.ids.BID,
    clientName: 'Ville de Laval',
    statusId: S.COMPLETE,
    details: [
      "25 Acer rubrum 'October Glory' 50mm cal B&B",
      "120 Thuja occidentalis 'Smaragd' B&B 150-175cm",
      "40 Hydrangea paniculata 'Limelight' #5",
      '60 Hemerocallis Stella de Oro #1',
    ],
  },
  {
    jobName: 'Résidence Beaubien — aménagement paysager',
    city: 'Montréal',
    postalCode: 'H2S 1R3',
    provinceId: Province.ids.QUEBEC,
    latitude: 45.5396,
    longitude: -73.6045,
    purposeId: RequestPurpose.ids.INSTALL,
    clientName: null,
    statusId: S.COMPLETE,
    details: [
      '12 érable rouge 60mm cal',
      '30 thuya occidental Smaragd 5 pi',
      '45 hydrangée paniculée Limelight #3',
      '100 hémérocalles #1',
    ],
  },
  {
    jobName: 'Lansdowne Park streetscape',
    city: 'Ottawa',
    postalCode: 'K1S 5K4',
    provinceId: Province.ids.ONTARIO,
    latitude: 45.3987,
    longitude: -75.6838,
    purposeId: RequestPurpose.ids.BID,
    clientName: 'City of Ottawa',
    statusId: S.COMPLETE,
    details: [
      '18 Acer rubrum Red Sunset 60mm cal WB',
      '24 Picea glauca Conica #5',
      "Thuja occ. Smaragd 6-7' B&B x40",
    ],
  },
  {
    jobName: 'Waterfront condo courtyard',
    city: 'Toronto',
    postalCode: 'M5J 2N8',
    provinceId: Province.ids.ONTARIO,
    latitude: 43.6426,
    longitude: -79.3763,
    purposeId: RequestPurpose.ids.INSTALL,
    clientName: null,
    statusId: S.CANCELLED,
    details: ['8 Acer rubrum Armstrong 50mm cal B&B', '150 Hemerocallis Stella de Oro 1 gal'],
  },
  {
    jobName: 'Church Street Marketplace planters',
    city: 'Burlington',
    postalCode: '05401',
    provinceId: Province.ids.VERMONT,
    latitude: 44.4759,
    longitude: -73.2121,
    purposeId: RequestPurpose.ids.BID,
    clientName: 'City of Burlington',
    statusId: S.COMPLETE,
    details: ['36 Hydrangea paniculata Limelight #5', '(20) Picea glauca Conica #3'],
  },
  {
    jobName: 'Plattsburgh library garden',
    city: 'Plattsburgh',
    postalCode: '12901',
    provinceId: Province.ids.NEW_YORK,
    latitude: 44.6995,
    longitude: -73.4529,
    purposeId: RequestPurpose.ids.INSTALL,
    clientName: null,
    statusId: S.ARCHIVED,
    details: ['10 Thuja occidentalis Smaragd B&B 125-150cm'],
  },
] as const;

/**
 * Demo quote requests (issue 13) for a first look: a handful of job sites with their lists, matched by the
 * engine as the seed writes them. Its own step, run only while no request exists; the buyers are the demo's.
 */
export async function seedDemoQuoteRequests(db: Database): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(quoteRequest);
  if ((existing?.count ?? 0) > 0) return;
  const buyers = await db
    .select({ id: appUser.id, companyId: appUser.companyId })
    .from(appUser)
    .innerJoin(company, eq(company.id, appUser.companyId))
    .where(
      and(
        inArray(appUser.roleId, [Role.ids.BUYER, Role.ids.BUYER_ADMIN]),
        eq(company.companyTypeId, CompanyType.ids.BUYER),
      ),
    )
    .orderBy(appUser.id)
    .limit(DEMO_REQUESTS.length);
  if (buyers.length === 0) return;
  const inserted = await db
    .insert(quoteRequest)
    .values(
      DEMO_REQUESTS.map((demo, index) => {
        const buyer = buyers[index % buyers.length] ?? { id: 0, companyId: 0 };
        return {
          buyerCompanyId: buyer.companyId ?? 0,
          buyerUserId: buyer.id,
          jobName: demo.jobName,
          approxJobDate: `2027-0${4 + (index % 5)}-1${index % 9}`,
          quoteBackDate: `2027-03-2${index % 9}`,
          deliveryMethodId: index % 4 === 3 ? DeliveryMethod.ids.PICKUP : DeliveryMethod.ids.DELIVERY,
          city: demo.city,
          postalCode: demo.postalCode,
          provinceId: demo.provinceId,
          countryId: demo.provinceId >= Province.ids.NEW_YORK ? Country.ids.US : Country.ids.CANADA,
          latitude: demo.latitude,
          longitude: demo.longitude,
          details: demo.details.join('\n'),
          requestPurposeId: demo.purposeId,
          clientName: demo.clientName,
          statusId: demo.statusId,
          matchingStatusId: BackgroundProcessStatus.ids.PENDING,
        };
      }),
    )
    .returning({ id: quoteRequest.id });
  for (const row of inserted) await runMatching(db, null, row.id);
}
