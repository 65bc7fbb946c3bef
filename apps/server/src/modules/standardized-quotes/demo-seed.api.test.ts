import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BackgroundProcessStatus,
  QuoteRequestStatus,
  QuoteStatus,
  StandardizedQuoteStatus,
} from '@portal/contracts';
import {
  actionLog,
  gomatchCorrection,
  quote,
  quoteItem,
  quoteMatchedItem,
  quoteRequest,
  standardizedQuote,
  standardizedQuoteItem,
  storedFile,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_QUOTE_REQUESTS, seedDemoQuoteRequests } from '../quote-requests';
import { seedDemoStandardizedQuotes } from './demo-seed';

let testApp: TestApp;
let storageDirectory: string;

/** The bootstrap's two quote seeds, with the app's services (as `npm start` runs them before the server). */
async function runSeeds() {
  const services = { ...testApp.app.services, db: testApp.database.db };
  await seedDemoQuoteRequests(services);
  await seedDemoStandardizedQuotes(services);
}

/** How many rows have each status: `{statusId: count}`. */
function tally(rows: ReadonlyArray<{ statusId: number }>): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const row of rows) counts[row.statusId] = (counts[row.statusId] ?? 0) + 1;
  return counts;
}

/** Everything the seeds write, counted: a second run must leave each number as it is. */
async function footprint() {
  const db = testApp.database.db;
  const total = async (table: Parameters<typeof db.$count>[0]) => db.$count(table);
  return {
    requests: await total(quoteRequest),
    matchedLines: await total(quoteMatchedItem),
    standardizedQuotes: await total(standardizedQuote),
    standardizedItems: await total(standardizedQuoteItem),
    quotes: await total(quote),
    quoteItems: await total(quoteItem),
    corrections: await total(gomatchCorrection),
    files: await total(storedFile),
    actionLog: await total(actionLog),
  };
}

beforeAll(async () => {
  storageDirectory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-demo-seed-'));
  // No background worker: the seed runs the engine's jobs itself, as it does before the server starts.
  testApp = await createTestApp({ STORAGE_DIR: storageDirectory, JOB_CONCURRENCY: '0' });
  await runSeeds();
});
afterAll(async () => {
  await testApp.close();
  await fs.rm(storageDirectory, { recursive: true, force: true });
});

describe('the quote demo seed', () => {
  it('writes seventeen requests in every status of spec 001 §4, each matched by the engine', async () => {
    const plan = DEMO_QUOTE_REQUESTS;
    const expected = {
      [QuoteRequestStatus.ids.COMPLETE]: plan.filter(
        (demo) => demo.closing === 'none' && demo.standardization === 'none',
      ).length,
      [QuoteRequestStatus.ids.PICKED_UP]: plan.filter(
        (demo) => demo.standardization === 'pickedUp' || demo.standardization === 'reviewing',
      ).length,
      [QuoteRequestStatus.ids.PROCESSED]: plan.filter((demo) => demo.standardization === 'completed').length,
      [QuoteRequestStatus.ids.CANCELLED]: plan.filter((demo) => demo.closing === 'cancel').length,
      [QuoteRequestStatus.ids.ARCHIVED]: plan.filter((demo) => demo.closing === 'archive').length,
    };
    expect(plan).toHaveLength(17);
    const requests = await testApp.database.db.select({ statusId: quoteRequest.statusId }).from(quoteRequest);
    expect(tally(requests)).toEqual(expected);
    for (const status of QuoteRequestStatus.options) expect(expected[status.id]).toBeGreaterThan(0);

    const matching = await testApp.database.db
      .select({ statusId: quoteRequest.matchingStatusId, count: count() })
      .from(quoteRequest)
      .groupBy(quoteRequest.matchingStatusId);
    expect(matching).toEqual([{ statusId: BackgroundProcessStatus.ids.SUCCESS, count: 17 }]);
  });

  it('attaches an Excel takeoff the engine reads and a PDF bid sheet, both typed by their content', async () => {
    const db = testApp.database.db;
    const files = await db
      .select({ name: storedFile.originalName, type: storedFile.contentType, ownerId: storedFile.ownerId })
      .from(storedFile)
      .where(eq(storedFile.ownerType, 'quote_request'));
    expect(files.map((file) => [file.name, file.type]).sort()).toEqual([
      ['back-bay-bid-sheet.pdf', 'application/pdf'],
      [
        'releve-quantites-wellington.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
    ]);
    const takeoff = files.find((file) => file.name.endsWith('.xlsx'));
    const fromTakeoff = await db
      .select({ text: quoteMatchedItem.sourceText, quantity: quoteMatchedItem.quantity })
      .from(quoteMatchedItem)
      .where(
        sql`${quoteMatchedItem.quoteRequestId} = ${takeoff?.ownerId ?? 0} and ${quoteMatchedItem.source}->>'kind' = 'attachment'`,
      );
    // The takeoff's ten rows, each with the quantity of its own column.
    expect(fromTakeoff).toHaveLength(10);
    expect(fromTakeoff).toContainEqual({ text: "Hemerocallis 'Stella de Oro' #1", quantity: 120 });

    // The bid sheet is a well-formed PDF: each cross-reference offset points at its object.
    const pdf = files.find((file) => file.name.endsWith('.pdf'));
    const [stored] = await db
      .select({ id: storedFile.id })
      .from(storedFile)
      .where(eq(storedFile.originalName, pdf?.name ?? ''));
    const opened = await testApp.app.services.files.get(stored?.id ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) =>
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true),
    );
    expect(text).toContain("(30    Hydrangea arborescens 'Annabelle'            3 gal) '");
  });

  it('standardizes through the service: picked up, one under review, processed into WIP quotes', async () => {
    const db = testApp.database.db;
    const standardized = await db.select({ statusId: standardizedQuote.statusId }).from(standardizedQuote);
    expect(tally(standardized)).toEqual({
      [StandardizedQuoteStatus.ids.WIP]: DEMO_QUOTE_REQUESTS.filter((demo) =>
        ['pickedUp', 'reviewing'].includes(demo.standardization),
      ).length,
      // spec 001 §4: a standardized quote whose quote is made is processed (decision 193).
      [StandardizedQuoteStatus.ids.PROCESSED]: DEMO_QUOTE_REQUESTS.filter(
        (demo) => demo.standardization === 'completed',
      ).length,
    });
    const reviewed = await db
      .select({
        jobName: quoteRequest.jobName,
        reviewed: sql<number>`count(*) filter (where ${standardizedQuoteItem.reviewed})::int`,
        items: count(),
      })
      .from(standardizedQuoteItem)
      .innerJoin(standardizedQuote, eq(standardizedQuote.id, standardizedQuoteItem.standardizedQuoteId))
      .innerJoin(quoteRequest, eq(quoteRequest.id, standardizedQuote.quoteRequestId))
      .where(eq(standardizedQuote.statusId, StandardizedQuoteStatus.ids.WIP))
      .groupBy(quoteRequest.jobName);
    const underReview = reviewed.find((row) => row.jobName === 'Rue Wellington Nord — réaménagement');
    // Some of the list reviewed, not all; the picked-up ones untouched.
    expect(underReview?.reviewed).toBeGreaterThan(0);
    expect(underReview?.reviewed).toBeLessThan(underReview?.items ?? 0);
    expect(reviewed.filter((row) => row !== underReview).every((row) => row.reviewed === 0)).toBe(true);

    // Each completion made a quote in WIP with the standardized items in sequence.
    const quotes = await db
      .select({ id: quote.id, statusId: quote.statusId, standardizedQuoteId: quote.standardizedQuoteId })
      .from(quote);
    expect(quotes).toHaveLength(
      DEMO_QUOTE_REQUESTS.filter((demo) => demo.standardization === 'completed').length,
    );
    for (const made of quotes) {
      expect(made.statusId).toBe(QuoteStatus.ids.WIP);
      const items = await db
        .select({ sequenceNumber: quoteItem.sequenceNumber, from: quoteItem.fromStandardizedItemId })
        .from(quoteItem)
        .where(eq(quoteItem.quoteId, made.id))
        .orderBy(asc(quoteItem.sequenceNumber));
      const standardizedItems = await db
        .select({ id: standardizedQuoteItem.id })
        .from(standardizedQuoteItem)
        .where(eq(standardizedQuoteItem.standardizedQuoteId, made.standardizedQuoteId ?? 0))
        .orderBy(asc(standardizedQuoteItem.sequenceNumber));
      expect(items.length).toBeGreaterThan(0);
      expect(items.map((item) => item.from)).toEqual(standardizedItems.map((item) => item.id));
      expect(items.map((item) => item.sequenceNumber)).toEqual(items.map((_, index) => index + 1));
    }
  });

  it('adds nothing when it runs again', async () => {
    const before = await footprint();
    expect(before.requests).toBe(17);
    await runSeeds();
    expect(await footprint()).toEqual(before);
  });
});
