import { formatDecimal, formatMoney } from '@portal/contracts';
import {
  keepTogether,
  startPrintedDocument,
  writeFacts,
  writeTable,
  writeTitle,
  writeTotalsRule,
  type PrintedColumn,
} from '../../lib/printed-document';
import type { PurchaseOrderContent } from './purchase-order-content';

const WORDS = {
  en: {
    title: 'Purchase Order',
    order: 'Order',
    subOrder: 'Sub-order',
    date: 'Date',
    seller: 'Seller',
    buyer: 'Buyer',
    contact: 'Buyer contact',
    job: 'Job',
    reference: 'Buyer reference',
    method: 'Delivery method',
    deliverTo: 'Deliver to',
    pickupDates: 'Pickup dates',
    deliveryDates: 'Delivery dates',
    columns: ['#', 'Product', 'Size', 'Specs', 'Quantity', 'Unit price', 'Price'],
    itemsTotal: 'Items total',
    transport: 'Transport cost',
    total: 'Total',
    noLines: 'No items.',
    footer: 'Prices are the seller prices agreed for this order, before taxes.',
  },
  fr: {
    title: 'Bon de commande',
    order: 'Commande',
    subOrder: 'Sous-commande',
    date: 'Date',
    seller: 'Vendeur',
    buyer: 'Acheteur',
    contact: "Contact de l'acheteur",
    job: 'Chantier',
    reference: "Référence de l'acheteur",
    method: 'Mode de livraison',
    deliverTo: 'Livrer à',
    pickupDates: 'Dates de cueillette',
    deliveryDates: 'Dates de livraison',
    columns: ['#', 'Produit', 'Format', 'Spécifications', 'Quantité', 'Prix unitaire', 'Prix'],
    itemsTotal: 'Total des articles',
    transport: 'Coût de transport',
    total: 'Total',
    noLines: 'Aucun article.',
    footer: 'Les prix sont les prix vendeur convenus pour cette commande, avant taxes.',
  },
} as const;

/** Column x positions and widths on a Letter page with 50 pt margins (512 pt wide). */
const COLUMNS: readonly PrintedColumn[] = [
  { x: 50, width: 22, align: 'left' },
  { x: 74, width: 138, align: 'left' },
  { x: 214, width: 80, align: 'left' },
  { x: 296, width: 82, align: 'left' },
  { x: 380, width: 50, align: 'right' },
  { x: 432, width: 62, align: 'right' },
  { x: 496, width: 66, align: 'right' },
];

/**
 * The purchase order as a PDF (decision 169): the same content as the mail's text, laid out for printing — the
 * order, the seller, the buyer and job, where and when, and the seller's lines with their prices and totals, on
 * the printed documents' one layout (`lib/printed-document.ts`).
 */
export function renderPurchaseOrderPdf(content: PurchaseOrderContent): Promise<Buffer> {
  const words = WORDS[content.language];
  const money = (value: number | null) => `$${formatMoney(value, content.language)}`;
  const { document, finished } = startPrintedDocument({
    title: `${words.title} ${content.subOrderNumber ?? content.orderNumber}`,
    subject: content.jobName,
  });

  writeTitle(document, {
    title: words.title,
    number: `${words.order} ${content.orderNumber}`,
    date: `${words.date}: ${content.sentDate}`,
    ...(content.subOrderNumber ? { secondLine: `${words.subOrder} ${content.subOrderNumber}` } : {}),
  });
  let y = writeFacts(document, [
    [
      words.seller,
      [content.seller.name, content.seller.email, content.seller.address].filter(Boolean).join('\n'),
    ],
    [words.buyer, content.buyerCompany],
    [words.contact, content.buyerContact],
    [words.job, content.jobName],
    [words.reference, content.referenceNumber],
    [words.method, content.deliveryMethod],
    [words.deliverTo, content.deliveryAddress],
    [words.pickupDates, content.pickupDates],
    [words.deliveryDates, content.deliveryDates],
  ]);
  y = writeTable(document, {
    y,
    columns: COLUMNS,
    titles: words.columns,
    headerHeight: 14,
    empty: words.noLines,
    rows: content.lines.map((line) => [
      String(line.position),
      line.product,
      line.size,
      line.specs,
      formatDecimal(line.quantity, content.language),
      money(line.sellerUnitPrice),
      money(line.sellerPrice),
    ]),
  });

  y = writeTotalsRule(document, 380, keepTogether(document, y, 60));
  const totals: Array<[string, string, boolean]> = [
    [words.itemsTotal, money(content.sellerTotal), false],
    [words.transport, money(content.transportCost), false],
    [words.total, money(content.total), true],
  ];
  for (const [label, value, isBold] of totals) {
    document.font(isBold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    document.text(label, 340, y, { width: 150, align: 'right' });
    document.text(value, 496, y, { width: 66, align: 'right' });
    y += 15;
  }
  if (content.transportSplitNote !== null) {
    // Decision 202: the seller sees that its transport cost was split between the order's phases.
    document.font('Helvetica').fontSize(9);
    document.text(`${words.transport}: ${content.transportSplitNote}`, 230, y, {
      width: 332,
      align: 'right',
    });
    y += 14;
  }
  document
    .font('Helvetica-Oblique')
    .fontSize(8)
    .text(words.footer, 50, y + 20, { width: 512 });
  document.end();
  return finished;
}
