import PDFDocument from 'pdfkit';
import { formatDecimal } from '@portal/contracts';

/** Everything a printable bill of lading says (decision 211), in its language. */
export interface BillOfLadingContent {
  readonly language: 'en' | 'fr';
  readonly deliveryNumber: string;
  readonly orderNumbers: string;
  /** The stop's delivery date ('YYYY-MM-DD'), or '' when none is planned. */
  readonly date: string;
  readonly stopLabel: string;
  readonly shippers: readonly { readonly name: string; readonly address: string }[];
  readonly consignees: readonly { readonly name: string; readonly job: string; readonly address: string }[];
  readonly carrier: string;
  readonly driver: string;
  readonly truck: string;
  readonly lines: readonly {
    readonly product: string;
    readonly size: string;
    readonly quantity: number;
    readonly unitWeightLb: number | null;
    readonly weightLb: number | null;
  }[];
  /** The known weights' sum; items without a unit weight are counted in `unknownWeights`, never as zero. */
  readonly totalWeightLb: number;
  readonly unknownWeights: number;
}

const WORDS = {
  en: {
    title: 'Bill of Lading',
    delivery: 'Delivery',
    order: 'Order',
    date: 'Date',
    stop: 'Stop',
    shipper: 'Shipper',
    consignee: 'Consignee',
    carrier: 'Carrier',
    driver: 'Driver',
    truck: 'Truck',
    columns: ['#', 'Product', 'Size', 'Quantity', 'Unit weight (lb)', 'Weight (lb)'],
    total: 'Total weight (lb)',
    unknown: (count: number) =>
      count === 1 ? '1 item has no known weight.' : `${count} items have no known weight.`,
    noLines: 'No items.',
    signatures: ['Shipper', 'Driver', 'Consignee'],
    signature: 'Signature',
    signedDate: 'Date',
    received: 'Received the goods above in apparent good order, except as noted.',
  },
  fr: {
    title: 'Connaissement',
    delivery: 'Livraison',
    order: 'Commande',
    date: 'Date',
    stop: 'Arrêt',
    shipper: 'Expéditeur',
    consignee: 'Destinataire',
    carrier: 'Transporteur',
    driver: 'Chauffeur',
    truck: 'Camion',
    columns: ['#', 'Produit', 'Format', 'Quantité', 'Poids unitaire (lb)', 'Poids (lb)'],
    total: 'Poids total (lb)',
    unknown: (count: number) =>
      count === 1 ? '1 article n’a pas de poids connu.' : `${count} articles n’ont pas de poids connu.`,
    noLines: 'Aucun article.',
    signatures: ['Expéditeur', 'Chauffeur', 'Destinataire'],
    signature: 'Signature',
    signedDate: 'Date',
    received: 'Marchandises ci-dessus reçues en bon état apparent, sauf indication contraire.',
  },
} as const;

/** Column x positions and widths on a Letter page with 50 pt margins (512 pt wide). */
const COLUMNS = [
  { x: 50, width: 22, align: 'left' },
  { x: 74, width: 190, align: 'left' },
  { x: 266, width: 100, align: 'left' },
  { x: 368, width: 56, align: 'right' },
  { x: 426, width: 68, align: 'right' },
  { x: 496, width: 66, align: 'right' },
] as const;
const PAGE_BOTTOM = 730;

/**
 * The printable bill of lading of one stop (decision 211), made as the purchase order's PDF is (decision 169):
 * pdfkit's standard fonts, text a reader can extract — the delivery and order, shipper and consignee, carrier and
 * driver, the stop's items with quantities and weights, the total, and signature lines for the shipper, the
 * driver and the consignee.
 */
export function renderBillOfLadingPdf(content: BillOfLadingContent): Promise<Buffer> {
  const words = WORDS[content.language];
  const number = (value: number | null) => (value === null ? '—' : formatDecimal(value, content.language, 2));
  const document = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: {
      Title: `${words.title} ${content.deliveryNumber}`,
      Author: 'Marketplace Operations Portal',
      Subject: content.orderNumbers,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  document.font('Helvetica-Bold').fontSize(20).text(words.title, 50, 50);
  document
    .font('Helvetica')
    .fontSize(11)
    .text(`${words.delivery} ${content.deliveryNumber}`, 50, 78)
    .text(`${words.date}: ${content.date || '—'}`, 50, 78, { align: 'right' });
  document.text(`${words.order} ${content.orderNumbers || '—'}`, 50, 93);

  const facts: Array<[string, string]> = [
    [words.stop, content.stopLabel],
    [words.shipper, content.shippers.map((entry) => `${entry.name}\n${entry.address}`).join('\n\n') || '—'],
    [
      words.consignee,
      content.consignees.map((entry) => `${entry.name} — ${entry.job}\n${entry.address}`).join('\n\n') || '—',
    ],
    [words.carrier, content.carrier || '—'],
    [words.driver, content.driver || '—'],
    [words.truck, content.truck || '—'],
  ];
  let y = 120;
  document.fontSize(10);
  for (const [label, value] of facts) {
    document.font('Helvetica-Bold').text(label, 50, y, { width: 130 });
    document.font('Helvetica').text(value, 185, y, { width: 377 });
    y = Math.max(document.y, y + 14) + 2;
  }

  const header = () => {
    y += 8;
    document.font('Helvetica-Bold').fontSize(9);
    words.columns.forEach((title, index) => {
      const column = COLUMNS[index];
      if (column) document.text(title, column.x, y, { width: column.width, align: column.align });
    });
    y += 24;
    document.moveTo(50, y).lineTo(562, y).lineWidth(0.5).stroke();
    y += 4;
    document.font('Helvetica').fontSize(9);
  };
  header();
  if (content.lines.length === 0) {
    document.text(words.noLines, 50, y);
    y += 14;
  }
  content.lines.forEach((line, index) => {
    const cells = [
      String(index + 1),
      line.product,
      line.size,
      formatDecimal(line.quantity, content.language),
      number(line.unitWeightLb),
      number(line.weightLb),
    ];
    const height = Math.max(
      ...cells.map((cell, at) => document.heightOfString(cell, { width: COLUMNS[at]?.width ?? 50 })),
    );
    if (y + height > PAGE_BOTTOM) {
      document.addPage();
      y = 50;
      header();
    }
    cells.forEach((cell, at) => {
      const column = COLUMNS[at];
      if (column) document.text(cell, column.x, y, { width: column.width, align: column.align });
    });
    y += height + 4;
  });

  if (y + 200 > PAGE_BOTTOM) {
    document.addPage();
    y = 50;
  }
  document.moveTo(380, y).lineTo(562, y).lineWidth(0.5).stroke();
  y += 6;
  document.font('Helvetica-Bold').fontSize(10);
  document.text(words.total, 300, y, { width: 190, align: 'right' });
  document.text(number(content.totalWeightLb), 496, y, { width: 66, align: 'right' });
  y += 15;
  if (content.unknownWeights > 0) {
    document.font('Helvetica-Oblique').fontSize(9);
    document.text(words.unknown(content.unknownWeights), 300, y, { width: 262, align: 'right' });
    y += 14;
  }

  y += 16;
  document.font('Helvetica').fontSize(9).text(words.received, 50, y, { width: 512 });
  y += 30;
  // Three signature blocks side by side: a line to sign on and a line for the date.
  words.signatures.forEach((who, index) => {
    const x = 50 + index * 176;
    document.font('Helvetica-Bold').fontSize(10).text(who, x, y, { width: 160 });
    document
      .moveTo(x, y + 40)
      .lineTo(x + 160, y + 40)
      .lineWidth(0.5)
      .stroke();
    document
      .font('Helvetica')
      .fontSize(8)
      .text(words.signature, x, y + 43, { width: 160 });
    document
      .moveTo(x, y + 75)
      .lineTo(x + 160, y + 75)
      .lineWidth(0.5)
      .stroke();
    document.text(words.signedDate, x, y + 78, { width: 160 });
  });
  document.end();
  return finished;
}
