import {
  COUNTED_ITEM_STATUS_IDS,
  DeliveryMethod,
  formatDecimal,
  formatMoney,
  formatShortDate,
  fromCents,
  Language,
  toCents,
  transportSplitNote,
  type FormatLanguage,
  type LanguageId,
  type OrderRecord,
  type PurchaseOrderPlaceholder,
} from '@portal/contracts';

/** One line of a purchase order: what the seller supplies, at the seller's price (never the buyer's). */
export interface PurchaseOrderLine {
  position: number;
  product: string;
  size: string;
  specs: string;
  quantity: number;
  sellerUnitPrice: number | null;
  sellerPrice: number | null;
}

/** Everything the mail and its PDF say, in the mail's language: the PDF and the text can never disagree. */
export interface PurchaseOrderContent {
  languageId: LanguageId;
  language: FormatLanguage;
  orderNumber: string;
  subOrderNumber: string | null;
  sentDate: string;
  seller: { name: string; email: string; address: string | null };
  buyerCompany: string;
  buyerContact: string;
  jobName: string;
  referenceNumber: string;
  deliveryMethod: string;
  deliveryAddress: string;
  pickupDates: string;
  deliveryDates: string;
  lines: PurchaseOrderLine[];
  sellerTotal: number;
  transportCost: number;
  /** How phasing split the seller's transport cost, when it did (decision 202): '$450.00, split: …'. */
  transportSplitNote: string | null;
  /** The items and the transport cost: what the seller is paid. */
  total: number;
  senderName: string;
  values: Record<PurchaseOrderPlaceholder, string>;
}

export interface PurchaseOrderSource {
  order: OrderRecord;
  sellerCompanyId: number;
  seller: { name: string; email: string; address: string | null };
  languageId: LanguageId;
  /** The send request's geocodeAddress: where the goods go as the PO prints it; empty: the order's address. */
  geocodeAddress: string | null | undefined;
  senderName: string;
  sentAt: Date;
}

const WORDS = {
  en: { notSet: 'Not set', none: 'None', to: 'to', pickup: 'Pickup at the seller' },
  fr: { notSet: 'Non définies', none: 'Aucune', to: 'au', pickup: 'Cueillette chez le vendeur' },
} as const;

const DELIVERY_METHOD_FRENCH: Readonly<Record<number, string>> = {
  [DeliveryMethod.ids.DELIVERY]: 'Livraison',
  [DeliveryMethod.ids.PICKUP]: 'Cueillette',
};

function dateRange(from: string | null, to: string | null, language: FormatLanguage): string {
  const first = formatShortDate(from, undefined, language);
  const last = formatShortDate(to, undefined, language);
  if (!first && !last) return WORDS[language].notSet;
  if (!first || !last || first === last) return first || last;
  return `${first} ${WORDS[language].to} ${last}`;
}

/** The order's own address on one line: street, city, province, postal code. */
export function orderAddressOf(order: OrderRecord): string {
  return [order.deliveryAddress, order.city, order.provinceName, order.postalCode]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(', ');
}

/**
 * The purchase order of one seller of an order (issue 15): the seller's lines that count (spec 001 §4 — not
 * cancelled, unavailable or replaced), at the seller's prices, with the seller's transport cost and dates.
 */
export function purchaseOrderContentOf(source: PurchaseOrderSource): PurchaseOrderContent {
  const { order, sellerCompanyId, languageId } = source;
  const language: FormatLanguage = languageId === Language.ids.FRENCH ? 'fr' : 'en';
  const words = WORDS[language];
  const subOrder = order.subOrders.find((candidate) => candidate.sellerCompanyId === sellerCompanyId);
  const lines = order.items
    .filter(
      (item) => item.sellerCompanyId === sellerCompanyId && COUNTED_ITEM_STATUS_IDS.includes(item.statusId),
    )
    .sort((left, right) => left.sequenceNumber - right.sequenceNumber)
    .map<PurchaseOrderLine>((item, index) => ({
      position: index + 1,
      product: item.productName,
      size: item.productSizeName,
      specs: item.specs.map((spec) => spec.name).join(', '),
      quantity: item.quantity,
      sellerUnitPrice: item.sellerUnitPrice,
      sellerPrice: item.sellerPrice,
    }));
  // Summed in cents (decision 148): dollars added as floating point drift by a cent on long orders.
  const sellerTotal = fromCents(lines.reduce((sum, line) => sum + toCents(line.sellerPrice ?? 0), 0));
  const transportCost = fromCents(
    order.transportCosts
      .filter((cost) => cost.sellerCompanyId === sellerCompanyId)
      .reduce((sum, cost) => sum + toCents(cost.cost), 0),
  );
  const isPickup = order.deliveryMethodId === DeliveryMethod.ids.PICKUP;
  const deliveryAddress =
    source.geocodeAddress?.trim() || (isPickup ? words.pickup : orderAddressOf(order) || words.notSet);
  const deliveryMethod =
    language === 'fr'
      ? (DELIVERY_METHOD_FRENCH[order.deliveryMethodId] ?? '')
      : (DeliveryMethod.labelOf(order.deliveryMethodId) ?? '');
  const money = (value: number | null) => `$${formatMoney(value, language)}`;
  const split = order.transportCosts.find((cost) => cost.sellerCompanyId === sellerCompanyId)?.split ?? null;
  const splitNote = split ? transportSplitNote(split, language, money) : null;
  const lineText = (line: PurchaseOrderLine) => {
    const described = [line.product, line.size, line.specs].filter(Boolean).join(' — ');
    return `${line.position}. ${described}: ${formatDecimal(line.quantity, language)} × ${money(line.sellerUnitPrice)} = ${money(line.sellerPrice)}`;
  };

  const content: Omit<PurchaseOrderContent, 'values'> = {
    languageId,
    language,
    orderNumber: order.formattedNumber,
    subOrderNumber: subOrder?.subOrderNumber ?? null,
    sentDate: formatShortDate(source.sentAt, 'UTC', language),
    seller: source.seller,
    buyerCompany: order.buyerCompanyName,
    buyerContact: order.buyerUserName,
    jobName: order.jobName,
    referenceNumber: order.referenceNumber?.trim() || words.none,
    deliveryMethod,
    deliveryAddress,
    pickupDates: dateRange(subOrder?.pickDateFrom ?? null, subOrder?.pickDateTo ?? null, language),
    deliveryDates: dateRange(subOrder?.deliveryDateFrom ?? null, subOrder?.deliveryDateTo ?? null, language),
    lines,
    sellerTotal,
    transportCost,
    transportSplitNote: splitNote,
    total: fromCents(toCents(sellerTotal) + toCents(transportCost)),
    senderName: source.senderName,
  };
  return {
    ...content,
    values: {
      orderNumber: content.orderNumber,
      sentDate: content.sentDate,
      sellerCompany: content.seller.name,
      sellerEmail: content.seller.email,
      buyerCompany: content.buyerCompany,
      buyerContact: content.buyerContact,
      jobName: content.jobName,
      referenceNumber: content.referenceNumber,
      deliveryMethod: content.deliveryMethod,
      deliveryAddress: content.deliveryAddress,
      pickupDates: content.pickupDates,
      deliveryDates: content.deliveryDates,
      lines: lines.length > 0 ? lines.map(lineText).join('\n') : words.none,
      itemCount: String(lines.length),
      sellerTotal: money(sellerTotal),
      // The mail's transport line says the split too: '$418.36 ($450.00, split: $418.36 on this order, …)'.
      transportCost: splitNote === null ? money(transportCost) : `${money(transportCost)} (${splitNote})`,
      senderName: content.senderName,
    },
  };
}

/** The PDF's file name: 'PO-OR-10001-S2.pdf' (the sub-order's number), safe in any mail program. */
export function attachmentNameOf(content: PurchaseOrderContent): string {
  return `PO-${content.subOrderNumber ?? content.orderNumber}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_');
}
