import { formatDecimal } from '@portal/contracts';
import {
  keepTogether,
  startPrintedDocument,
  writeFacts,
  writeTable,
  writeTitle,
  writeTotalsRule,
  type PrintedColumn,
} from '../../lib/printed-document';

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
const COLUMNS: readonly PrintedColumn[] = [
  { x: 50, width: 22, align: 'left' },
  { x: 74, width: 190, align: 'left' },
  { x: 266, width: 100, align: 'left' },
  { x: 368, width: 56, align: 'right' },
  { x: 426, width: 68, align: 'right' },
  { x: 496, width: 66, align: 'right' },
];

/**
 * The printable bill of lading of one stop (decision 211), on the purchase order's layout (decision 169,
 * `lib/printed-document.ts`): the delivery and order, shipper and consignee, carrier and driver, the stop's items
 * with quantities and weights, the total, and signature lines for the shipper, the driver and the consignee.
 */
export function renderBillOfLadingPdf(content: BillOfLadingContent): Promise<Buffer> {
  const words = WORDS[content.language];
  const number = (value: number | null) => (value === null ? '—' : formatDecimal(value, content.language, 2));
  const { document, finished } = startPrintedDocument({
    title: `${words.title} ${content.deliveryNumber}`,
    subject: content.orderNumbers,
  });

  writeTitle(document, {
    title: words.title,
    number: `${words.delivery} ${content.deliveryNumber}`,
    date: `${words.date}: ${content.date || '—'}`,
    secondLine: `${words.order} ${content.orderNumbers || '—'}`,
  });
  let y = writeFacts(document, [
    [words.stop, content.stopLabel],
    [words.shipper, content.shippers.map((entry) => `${entry.name}\n${entry.address}`).join('\n\n') || '—'],
    [
      words.consignee,
      content.consignees.map((entry) => `${entry.name} — ${entry.job}\n${entry.address}`).join('\n\n') || '—',
    ],
    [words.carrier, content.carrier || '—'],
    [words.driver, content.driver || '—'],
    [words.truck, content.truck || '—'],
  ]);
  // Two-line column titles ('Unit weight (lb)'): a taller header.
  y = writeTable(document, {
    y,
    columns: COLUMNS,
    titles: words.columns,
    headerHeight: 24,
    empty: words.noLines,
    rows: content.lines.map((line, index) => [
      String(index + 1),
      line.product,
      line.size,
      formatDecimal(line.quantity, content.language),
      number(line.unitWeightLb),
      number(line.weightLb),
    ]),
  });

  y = writeTotalsRule(document, 380, keepTogether(document, y, 200));
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
