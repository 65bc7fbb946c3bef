import { Readable } from 'node:stream';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  BackgroundProcessStatus,
  CompanyType,
  DeliveryMethod,
  Province,
  quoteRequestInputSchema,
  RequestPurpose,
  Role,
  UserStatus,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { appUser, company, quoteRequest } from '../../db/schema';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { Actor } from '../../lib/unit-of-work';
import type { QuoteRequestsService } from './quote-requests.service';

/**
 * What the standardization demo seed (modules/standardized-quotes/demo-seed.ts) makes of a demo request: nothing
 * (the request stays Complete, or is cancelled or archived here), a standardized quote just picked up, one with
 * some items reviewed and one line corrected, or one completed into a quote (the request processed).
 */
export type DemoStandardization = 'none' | 'pickedUp' | 'reviewing' | 'completed';

interface DemoAttachment {
  readonly fileName: string;
  readonly bytes: () => Promise<Buffer>;
}

interface DemoRequest {
  readonly jobName: string;
  readonly deliveryAddress: string;
  readonly city: string;
  readonly postalCode: string;
  readonly provinceId: number;
  readonly purposeId: number;
  readonly clientName: string | null;
  readonly referenceNumber: string | null;
  readonly deliveryMethodId: number;
  readonly qto: boolean;
  /** Days from the seed's day: when the buyer wants the quote back, and roughly when the job starts. */
  readonly quoteBackInDays: number;
  readonly jobInDays: number;
  /** The buyer's pasted list, as contractors write them (DOMAIN.md 'How plant lines are written'). */
  readonly details: readonly string[];
  readonly attachment?: DemoAttachment;
  /** What the request seed does after creating it: leave it, cancel it, or cancel and archive it. */
  readonly closing: 'none' | 'cancel' | 'archive';
  readonly standardization: DemoStandardization;
}

/** An Excel takeoff as a landscape architect's office sends one (in French): a header row, then the plants. */
async function excelTakeoff(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Atelier Paysage Estrie';
  const sheet = workbook.addWorksheet('Relevé de quantités');
  sheet.addRow(['Qté', 'Nom botanique', 'Format', 'Remarques']);
  const rows: Array<[number, string, string, string]> = [
    [14, 'Gleditsia triacanthos inermis Skyline', '60mm cal', 'B&B, tige unique'],
    [9, "Amelanchier canadensis 'Glenform'", '175-200cm', 'multi-tiges'],
    [60, "Cornus sericea 'Kelseyi'", '#2', ''],
    [85, "Spiraea japonica 'Goldflame'", '#2', ''],
    [40, "Calamagrostis × acutiflora 'Karl Foerster'", '#1', ''],
    [120, "Hemerocallis 'Stella de Oro'", '#1', ''],
    [35, "Juniperus horizontalis 'Blue Chip'", '#3', ''],
    [25, "Pinus mugo 'Pumilio'", '#5', ''],
    [12, 'Paillis de cèdre', 'vrac', 'verges cubes'],
    [48, "Hosta 'Sum and Substance'", '#2', 'ombre, côté nord'],
  ];
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    column.width = [8, 44, 14, 28][index] ?? 12;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A PDF string's text: the three characters PDF reserves escaped. Written as Latin-1 bytes, which WinAnsi reads
 * alike for the letters used here (accents, ×); keep to them.
 */
function pdfText(text: string): string {
  return text.replace(/[\\()]/g, (character) => `\\${character}`);
}

/**
 * A one-page bid sheet as a PDF with a text layer (a real PDF a reader can take lines from): the page's text is
 * drawn line by line with Helvetica in WinAnsi encoding, and the cross-reference table gives each object's
 * byte offset, as the PDF format requires.
 */
function pdfBidSheet(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 14 Tf',
    '16 TL',
    '56 740 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 10 Tf',
    '14 TL',
    'T*',
    ...lines.map((line) => `(${pdfText(line)}) '`),
    'ET',
  ].join('\n');
  const contentBytes = Buffer.from(content, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${contentBytes.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const BID_SHEET_LINES = [
  'Qty   Description                                  Size',
  "12    Syringa reticulata 'Ivory Silk'              2\" cal B&B",
  "30    Hydrangea arborescens 'Annabelle'            3 gal",
  "24    Rhododendron 'PJM'                           #5",
  "50    Buxus 'Green Velvet'                         #3",
  "18    Ilex verticillata 'Red Sprite'               #3",
  "75    Nepeta × faassenii 'Walker's Low'            #1",
  "40    Rudbeckia fulgida 'Goldsturm'                1 gal",
  'Bids due by the quote-back date. Substitutions approved in writing only.',
];

const S = RequestPurpose.ids;
const DELIVERY = DeliveryMethod.ids.DELIVERY;
const PICKUP = DeliveryMethod.ids.PICKUP;

/**
 * Job sites in Quebec, Ontario and New England with the lists their contractors send (EN and FR), one
 * Excel takeoff and one PDF bid sheet. The first six keep the names the browser tests look for.
 */
export const DEMO_QUOTE_REQUESTS: readonly DemoRequest[] = [
  {
    jobName: 'Parc des Érables — phase 2',
    deliveryAddress: '1 Place du Souvenir',
    city: 'Laval',
    postalCode: 'H7V 3Z1',
    provinceId: Province.ids.QUEBEC,
    purposeId: S.BID,
    clientName: 'Ville de Laval',
    referenceNumber: 'AO-2026-114',
    deliveryMethodId: DELIVERY,
    qto: false,
    quoteBackInDays: 6,
    jobInDays: 45,
    details: [
      "25 Acer rubrum 'October Glory' 50mm cal B&B",
      "120 Thuja occidentalis 'Smaragd' B&B 150-175cm",
      "40 Hydrangea paniculata 'Limelight' #5",
      '60 Hemerocallis Stella de Oro #1',
      '8 paillis de cèdre noir en vrac, verges cubes',
    ],
    closing: 'none',
    standardization: 'completed',
  },
  {
    jobName: 'Résidence Beaubien — aménagement paysager',
    deliveryAddress: '6500 Rue Saint-Denis',
    city: 'Montréal',
    postalCode: 'H2S 1R3',
    provinceId: Province.ids.QUEBEC,
    purposeId: S.INSTALL,
    clientName: null,
    referenceNumber: null,
    deliveryMethodId: DELIVERY,
    qto: false,
    quoteBackInDays: 3,
    jobInDays: 21,
    details: [
      '12 érable rouge 60mm cal',
      '30 thuya occidental Smaragd 5 pi',
      '45 hydrangée paniculée Limelight #3',
      '100 hémérocalles #1',
      '8 lilas japonais Ivory Silk 50mm',
      'Paillis de cèdre — 6 verges cubes',
    ],
    closing: 'none',
    standardization: 'completed',
  },
  {
    jobName: 'Lansdowne Park streetscape',
    deliveryAddress: '1015 Bank Street',
    city: 'Ottawa',
    postalCode: 'K1S 5K4',
    provinceId: Province.ids.ONTARIO,
    purposeId: S.BID,
    clientName: 'City of Ottawa',
    referenceNumber: 'RFT-26-0418',
    deliveryMethodId: DELIVERY,
    qto: true,
    quoteBackInDays: 10,
    jobInDays: 60,
    details: [
      '18 Acer rubrum Red Sunset 60mm cal WB',
      '24 Picea glauca Conica #5',
      "Thuja occ. Smaragd 6-7' B&B x40",
      "16 Gleditsia triacanthos 'Skyline' 70mm cal WB",
      '200 Calamagrostis Karl Foerster #1',
    ],
    closing: 'none',
    standardization: 'none',
  },
  {
    jobName: 'Waterfront condo courtyard',
    deliveryAddress: '10 Bay Street',
    city: 'Toronto',
    postalCode: 'M5J 2N8',
    provinceId: Province.ids.ONTARIO,
    purposeId: S.INSTALL,
    clientName: null,
    referenceNumber: null,
    deliveryMethodId: DELIVERY,
    qto: false,
    quoteBackInDays: -4,
    jobInDays: 30,
    details: ['8 Acer rubrum Armstrong 50mm cal B&B', '150 Hemerocallis Stella de Oro 1 gal'],
    closing: 'cancel',
    standardization: 'none',
  },
  {
    jobName: 'Church Street Marketplace planters',
    deliveryAddress: '2 Church Street',
    city: 'Burlington',
    postalCode: '05401',
    provinceId: Province.ids.VERMONT,
    purposeId: S.BID,
    clientName: 'City of Burlington',
    referenceNumber: 'BTV-PW-2026-07',
    deliveryMethodId: DELIVERY,
    qto: false,
    quoteBackInDays: 8,
    jobInDays: 50,
    details: [
      '36 Hydrangea paniculata Limelight #5',
      '(20) Picea glauca Conica #3',
      "48 Nepeta Walker's Low #1",
      '24 Hosta Sum and Substance #2',
    ],
    closing: 'none',
    standardization: 'pickedUp',
  },
  {
    jobName: 'Plattsburgh library garden',
    deliveryAddress: '19 Oak Street',
    city: 'Plattsburgh',
    postalCode: '12901',
    provinceId: Province.ids.NEW_YORK,
    purposeId: S.INSTALL,
    clientName: null,
    referenceNumber: null,
    deliveryMethodId: PICKUP,
    qto: false,
    quoteBackInDays: -30,
    jobInDays: -10,
    details: ['10 Thuja occidentalis Smaragd B&B 125-150cm'],
    closing: 'archive',
    standardization: 'none',
  },
  {
    jobName: 'Rue Wellington Nord — réaménagement',
    deliveryAddress: '191 Rue du Palais',
    city: 'Sherbrooke',
    postalCode: 'J1H 5H9',
    provinceId: Province.ids.QUEBEC,
    purposeId: S.BID,
    clientName: 'Ville de Sherbrooke',
    referenceNumber: 'SHE-2026-031',
    deliveryMethodId: DELIVERY,
    qto: true,
    quoteBackInDays: 5,
    jobInDays: 40,
    details: ['Voir le relevé de quantités en pièce jointe.', '6 Malus Royal Raindrops 50mm cal B&B'],
    attachment: { fileName: 'releve-quantites-wellington.xlsx', bytes: excelTakeoff },
    closing: 'none',
    standardization: 'reviewing',
  },
  {
    jobName: 'Back Bay brownstone gardens',
    deliveryAddress: '700 Boylston Street',
    city: 'Boston',
    postalCode: '02116',
    provinceId: Province.ids.MASSACHUSETTS,
    purposeId: S.BID,
    clientName: 'Back Bay Neighborhood Association',
    referenceNumber: 'BB-26-12',
    deliveryMethodId: DELIVERY,
    qto: false,
    quoteBackInDays: 12,
    jobInDays: 70,
    details: ['Plant list on the attached bid sheet.'],
    attachment: {
      fileName: 'back-bay-bid-sheet.pdf',
      bytes: () => Promise.resolve(pdfBidSheet('Back Bay brownstone gardens - Bid sheet', BID_SHEET_LINES)),
    },
    closing: 'none',
    standardization: 'completed',
  },
  {
    jobName: 'Eastern Promenade plantings',
    deliveryAddress: '389 Congress Street',
    city: 'Portland',
    postalCode: '04101',
    provinceId: Province.ids.MAINE,
    purposeId: S.BID,
    clientName: 'City of Portland Parks',
    referenceNumber: 'PWM-RFP-2026-5',
    deliveryMethodId: DELIVERY,
    qto: false,
    quoteBackInDays: 2,
    jobInDays: 35,
    details: [
      '15 Acer rubrum October Glory 2" cal B&B',
      '40 Hydrangea paniculata Limelight 3 gal',
      '90 Hemerocallis Stella de Oro 1 gal',
    ],
    closing: 'none',
    standardization: 'completed',
  },
  {
    jobName: 'Winery entrance and tasting patio',
    deliveryAddress: '1 Queen Street',
    city: 'Niagara-on-the-Lake',
    postalCode: 'L0S 1J0',
    provinceId: Province.ids.ONTARIO,
    purposeId: S.INSTALL,
    clientName: null,
    referenceNumber: null,
    deliveryMethodId: PICKUP,
    qto: false,
    quoteBackInDays: 7,
    jobInDays: 28,
    details: [
      "10 Carpinus betulus 'Fastigiata' 60mm cal B&B",
      '75 Buxus Green Velvet #3',
      '120 Lavandula angustifolia Hidcote #1',
      '30 Rosa Knock Out #3',
    ],
    closing: 'none',
    standardization: 'pickedUp',
  },
  {
    jobName: 'Promenade Samuel-De Champlain — secteur 4',
    deliveryAddress: '2795 Boulevard Champlain',
    city: 'Québec',
    postalCode: 'G1K 4H5',
    provinceId: Province.ids.QUEBEC,
    purposeId: S.BID,
    clientName: 'Commission de la capitale nationale',
    referenceNumber: 'CCNQ-26-044',
    deliveryMethodId: DELIVERY,
    qto: true,
    quoteBackInDays: 14,
    jobInDays: 90,
    details: [
      '22 chêne rouge 70mm cal motte',
      '35 amélanchier du Canada 150-175cm multi-tiges',
      "qté 250 Calamagrostis 'Karl Foerster' #1",
      '180 rudbeckie Goldsturm #1',
      '60 cornouiller stolonifère Kelseyi #2',
    ],
    closing: 'none',
    standardization: 'completed',
  },
  {
    jobName: 'Washington Park rose garden renewal',
    deliveryAddress: '25 Eagle Street',
    city: 'Albany',
    postalCode: '12207',
    provinceId: Province.ids.NEW_YORK,
    purposeId: S.BID,
    clientName: 'City of Albany',
    referenceNumber: 'ALB-2026-RG',
    deliveryMethodId: DELIVERY,
    qto: false,
    quoteBackInDays: -2,
    jobInDays: 25,
    details: ["60 Rosa 'Knock Out' #3", "24 Rosa rugosa 'Hansa' #3", '12 Syringa vulgaris #5'],
    closing: 'cancel',
    standardization: 'none',
  }, // Five more jobs the buyers accepted: their orders carry the order demo through every order status (decision
  // 172, apps/server/src/modules/orders/demo-seed.ts).
  {
    jobName: 'Domaine du Golf — entrée principale',
    deliveryAddress: '1000 Chemin du Golf',
    city: 'Blainville',
    postalCode: 'J7C 0A1',
    provinceId: Province.ids.QUEBEC,
    purposeId: S.INSTALL,
    clientName: 'Syndicat Domaine du Golf',
    referenceNumber: 'DG-26-017',
    deliveryMethodId: DELIVERY,
    qto: false,
    quoteBackInDays: -12,
    jobInDays: 18,
    details: [
      "14 Acer rubrum 'October Glory' 50mm cal B&B",
      "60 Thuja occidentalis 'Smaragd' B&B 150-175cm",
      "36 Hydrangea paniculata 'Limelight' #5",
      '90 Hemerocallis Stella de Oro #1',
    ],
    closing: 'none',
    standardization: 'completed',
  },
  {
    jobName: 'Cégep Garneau — cour intérieure',
    deliveryAddress: '1660 Boulevard de l’Entente',
    city: 'Québec',
    postalCode: 'G1S 4S3',
    provinceId: Province.ids.QUEBEC,
    purposeId: S.BID,
    clientName: 'Cégep Garneau',
    referenceNumber: 'CG-AO-2026-08',
    deliveryMethodId: DELIVERY,
    qto: true,
    quoteBackInDays: -20,
    jobInDays: 12,
    details: [
      '10 lilas japonais Ivory Silk 50mm',
      '48 thuya occidental Smaragd 5 pi',
      '40 hydrangée paniculée Limelight #3',
      "qté 150 Calamagrostis 'Karl Foerster' #1",
      '120 rudbeckie Goldsturm #1',
    ],
    closing: 'none',
    standardization: 'completed',
  },
  {
    jobName: 'Harbourfront Centre terrace',
    deliveryAddress: '235 Queens Quay West',
    city: 'Toronto',
    postalCode: 'M5J 2G8',
    provinceId: Province.ids.ONTARIO,
    purposeId: S.INSTALL,
    clientName: null,
    referenceNumber: 'HC-TER-26',
    deliveryMethodId: DELIVERY,
    qto: false,
    quoteBackInDays: -30,
    jobInDays: 5,
    details: [
      '6 Acer rubrum Red Sunset 60mm cal WB',
      '30 Picea glauca Conica #5',
      '120 Calamagrostis Karl Foerster #1',
    ],
    closing: 'none',
    standardization: 'completed',
  },
  {
    jobName: 'Chalet Tremblant — aménagement',
    deliveryAddress: '118 Chemin Kandahar',
    city: 'Mont-Tremblant',
    postalCode: 'J8E 1E2',
    provinceId: Province.ids.QUEBEC,
    purposeId: S.INSTALL,
    clientName: null,
    referenceNumber: null,
    deliveryMethodId: DELIVERY,
    qto: false,
    quoteBackInDays: -45,
    jobInDays: -10,
    details: ['8 érable rouge 60mm cal', '24 thuya occidental Smaragd 5 pi', '60 hémérocalles #1'],
    closing: 'none',
    standardization: 'completed',
  },
  {
    jobName: 'Kingston waterfront pathway',
    deliveryAddress: '216 Ontario Street',
    city: 'Kingston',
    postalCode: 'K7L 2Z3',
    provinceId: Province.ids.ONTARIO,
    purposeId: S.BID,
    clientName: 'City of Kingston',
    referenceNumber: 'KTN-26-112',
    deliveryMethodId: DELIVERY,
    qto: false,
    quoteBackInDays: -8,
    jobInDays: 40,
    details: [
      "20 Gleditsia triacanthos 'Skyline' 70mm cal WB",
      '200 Calamagrostis Karl Foerster #1',
      '80 Hemerocallis Stella de Oro #1',
    ],
    closing: 'none',
    standardization: 'completed',
  },
];

/** A date-only value (spec 001 §5) this many days from the seed's day. */
function daysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The demo's super admin acts for the seed, so every rule and the action log apply as to staff's own work. */
export async function demoSeedActor(db: Database): Promise<(Actor & { userId: number }) | null> {
  const [admin] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.roleId, Role.ids.SUPER_ADMIN), eq(appUser.statusId, UserStatus.ids.ACTIVE)))
    .orderBy(asc(appUser.id))
    .limit(1);
  return admin ? { userId: admin.id, roleId: Role.ids.SUPER_ADMIN } : null;
}

/**
 * Runs the queued engine jobs of these requests here, before the server starts, and waits for any a running
 * worker took: the standardization seed needs their lines, and a later run would replace the lines a seeded
 * standardized quote points at.
 */
async function finishDemoMatching(db: Database, jobs: JobQueue, requestIds: readonly number[]) {
  if (requestIds.length === 0) return;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const [pending] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(quoteRequest)
      .where(
        and(
          inArray(quoteRequest.id, [...requestIds]),
          eq(quoteRequest.matchingStatusId, BackgroundProcessStatus.ids.PENDING),
        ),
      );
    if ((pending?.count ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error('the demo requests were not matched in time');
    if (!(await jobs.runner.runOnce())) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface DemoQuoteRequestSeedServices {
  readonly db: Database;
  readonly quoteRequests: QuoteRequestsService;
  readonly jobs: JobQueue;
}

/**
 * Demo quote requests (issue 13): a dozen job sites written through the request service — the parties checked,
 * the address geocoded from the gazetteer, the attachments typed by content, the engine's run enqueued and every
 * step in the action log — then matched before the server starts. Its own step, run only while no request
 * exists; the buyers are the demo's active buyer contacts.
 */
export async function seedDemoQuoteRequests({
  db,
  quoteRequests,
  jobs,
}: DemoQuoteRequestSeedServices): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(quoteRequest);
  if ((existing?.count ?? 0) > 0) return;
  const actor = await demoSeedActor(db);
  const buyers = await db
    .select({ id: appUser.id, companyId: appUser.companyId })
    .from(appUser)
    .innerJoin(company, eq(company.id, appUser.companyId))
    .where(
      and(
        inArray(appUser.roleId, [Role.ids.BUYER, Role.ids.BUYER_ADMIN]),
        eq(appUser.statusId, UserStatus.ids.ACTIVE),
        eq(company.companyTypeId, CompanyType.ids.BUYER),
      ),
    )
    .orderBy(asc(appUser.id))
    .limit(DEMO_QUOTE_REQUESTS.length);
  if (!actor || buyers.length === 0) return;

  const created: number[] = [];
  for (const [index, demo] of DEMO_QUOTE_REQUESTS.entries()) {
    const buyer = buyers[index % buyers.length];
    if (!buyer?.companyId) continue;
    const input = quoteRequestInputSchema.parse({
      buyerCompanyId: buyer.companyId,
      buyerUserId: buyer.id,
      // Half the requests have an owner among the staff; the others wait for one.
      ownerUserId: index % 2 === 0 ? actor.userId : null,
      referenceNumber: demo.referenceNumber,
      jobName: demo.jobName,
      approxJobDate: daysFromToday(demo.jobInDays),
      quoteBackDate: daysFromToday(demo.quoteBackInDays),
      deliveryMethodId: demo.deliveryMethodId,
      deliveryAddress: demo.deliveryAddress,
      city: demo.city,
      postalCode: demo.postalCode,
      provinceId: demo.provinceId,
      countryId: Province.options.find((province) => province.id === demo.provinceId)?.countryId ?? null,
      // The service places the pin from the gazetteer (postal code, then city).
      spatialDeliveryAddress: null,
      details: demo.details.join('\n'),
      requestPurpose: { id: demo.purposeId, clientName: demo.clientName },
      qto: demo.qto,
    });
    let request = await quoteRequests.create(actor, input);
    if (demo.attachment) {
      const bytes = await demo.attachment.bytes();
      await quoteRequests.addAttachment(actor, request.id, {
        body: Readable.from([bytes]),
        fileName: demo.attachment.fileName,
      });
    }
    if (demo.closing !== 'none') {
      // The attachment's write changed no version of the request: the one created is still the one read.
      request = await quoteRequests.cancel(actor, request.id, request.version);
    }
    if (demo.closing === 'archive') await quoteRequests.archive(actor, request.id, request.version);
    created.push(request.id);
  }
  await finishDemoMatching(db, jobs, created);
}
