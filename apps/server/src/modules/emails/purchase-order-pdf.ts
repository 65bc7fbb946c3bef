import PDFDocument from 'pdfkit';
import { formatDecimal, formatMoney } from '@portal/contracts';
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
const COLUMNS = [
  { x: 50, width: 22, align: 'left' },
  { x: 74, width: 138, align: 'left' },
  { x: 214, width: 80, align: 'left' },
  { x: 296, width: 82, align: 'left' },
  { x: 380, width: 50, align: 'right' },
  { x: 432, width: 62, align: 'right' },
  { x: 496, width: 66, align: 'right' },
] as const;
const PAGE_BOTTOM = 730;

/**
 * The purchase order as a PDF (decision 169): the same content as the mail's text, laid out for printing — the
 * order, the seller, the buyer and job, where and when, and the seller's lines with their prices and totals.
 * pdfkit's standard fonts need no font file and write text a PDF reader (and the tests) can extract.
 */
export function renderPurchaseOrderPdf(content: PurchaseOrderContent): Promise<Buffer> {
  const words = WORDS[content.language];
  const money = (value: number | null) => `$${formatMoney(value, content.language)}`;
  const document = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: {
      Title: `${words.title} ${content.subOrderNumber ?? content.orderNumber}`,
      Author: 'Marketplace Operations Portal',
      Subject: content.jobName,
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
    .text(`${words.order} ${content.orderNumber}`, 50, 78)
    .text(`${words.date}: ${content.sentDate}`, 50, 78, { align: 'right' });
  if (content.subOrderNumber) document.text(`${words.subOrder} ${content.subOrderNumber}`, 50, 93);

  const facts: Array<[string, string]> = [
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
    y += 14;
    document.moveTo(50, y).lineTo(562, y).lineWidth(0.5).stroke();
    y += 4;
    document.font('Helvetica').fontSize(9);
  };
  header();
  if (content.lines.length === 0) {
    document.text(words.noLines, 50, y);
    y += 14;
  }
  for (const line of content.lines) {
    const cells = [
      String(line.position),
      line.product,
      line.size,
      line.specs,
      formatDecimal(line.quantity, content.language),
      money(line.sellerUnitPrice),
      money(line.sellerPrice),
    ];
    const height = Math.max(
      ...cells.map((cell, index) => document.heightOfString(cell, { width: COLUMNS[index]?.width ?? 50 })),
    );
    if (y + height > PAGE_BOTTOM) {
      document.addPage();
      y = 50;
      header();
    }
    cells.forEach((cell, index) => {
      const column = COLUMNS[index];
      if (column) document.text(cell, column.x, y, { width: column.width, align: column.align });
    });
    y += height + 4;
  }

  if (y + 60 > PAGE_BOTTOM) {
    document.addPage();
    y = 50;
  }
  document.moveTo(380, y).lineTo(562, y).lineWidth(0.5).stroke();
  y += 6;
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
