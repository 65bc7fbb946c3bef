import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { renderBillOfLadingPdf, type BillOfLadingContent } from './bill-of-lading-pdf';

const base: BillOfLadingContent = {
  language: 'en',
  deliveryNumber: 'DL-10001',
  orderNumbers: 'OR-10001',
  date: '2026-12-15',
  stopLabel: 'Pickup 1 of 3',
  shippers: [{ name: 'Pépinière Nord', address: '1200 Rang Saint-Joseph, Mirabel, QC' }],
  consignees: [
    { name: 'Paysagement Laval', job: 'Parc des Rapides', address: '2500 Boul. Lévesque, Laval, QC' },
  ],
  carrier: 'Transport Boréal',
  driver: 'Marc Gagnon',
  truck: 'Straight Truck — 26 ft',
  lines: [
    {
      product: 'Thuja occidentalis Smaragd',
      size: '150-175cm',
      quantity: 40,
      unitWeightLb: 85,
      weightLb: 3400,
    },
    { product: 'Hydrangea paniculata', size: '#5', quantity: 12, unitWeightLb: null, weightLb: null },
  ],
  totalWeightLb: 3400,
  unknownWeights: 1,
};

async function textOf(pdf: Buffer): Promise<{ text: string; pages: string[] }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  return { text: text.join('\n'), pages: text };
}

describe('the printable bill of lading (decision 211)', () => {
  it('says the delivery, the parties, each line with its weight and the unknown weight, and the signature lines', async () => {
    const pdf = await renderBillOfLadingPdf(base);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await textOf(pdf);
    for (const expected of [
      'Bill of Lading',
      'Delivery DL-10001',
      'Order OR-10001',
      'Date: 2026-12-15',
      'Pépinière Nord',
      'Parc des Rapides',
      'Transport Boréal',
      'Marc Gagnon',
      'Thuja occidentalis Smaragd',
      '1 Thuja occidentalis Smaragd 150-175cm 40 85 3,400',
      '2 Hydrangea paniculata #5 12 — —',
      'Total weight (lb) 3,400',
      '1 item has no known weight.',
      'Consignee',
      'Signature',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('reads in French', async () => {
    const { text } = await textOf(await renderBillOfLadingPdf({ ...base, language: 'fr' }));
    for (const expected of [
      'Connaissement',
      'Livraison DL-10001',
      'Expéditeur',
      'Destinataire',
      'Poids total (lb)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('carries the column titles onto every page of a long stop, and signs on the last', async () => {
    const lines = Array.from({ length: 90 }, (_, index) => ({
      product: `Plant ${index + 1}`,
      size: '#2',
      quantity: 1,
      unitWeightLb: 10,
      weightLb: 10,
    }));
    const { pages } = await textOf(await renderBillOfLadingPdf({ ...base, lines, unknownWeights: 0 }));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain('Unit weight (lb)');
    expect(pages.at(-1)).toContain('Plant 90');
    expect(pages.at(-1)).toContain('Received the goods above');
    expect(pages.slice(0, -1).join('\n')).not.toContain('Received the goods above');
  });

  it('says so when the stop has no items', async () => {
    const { text } = await textOf(
      await renderBillOfLadingPdf({ ...base, lines: [], totalWeightLb: 0, unknownWeights: 0 }),
    );
    expect(text).toContain('No items.');
  });
});
