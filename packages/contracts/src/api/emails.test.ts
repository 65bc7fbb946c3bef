import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  parseOrderNumber,
  placeholdersIn,
  sendEmailRequestSchema,
  unknownPlaceholders,
  updateEmailTemplateSchema,
} from './emails';

describe('template placeholders (decision 169)', () => {
  it('finds each {{name}} once, in order, spaces inside the braces allowed', () => {
    expect(placeholdersIn('{{orderNumber}} for {{ sellerCompany }}: {{orderNumber}} {single} {{}}')).toEqual([
      'orderNumber',
      'sellerCompany',
    ]);
  });

  it('names the placeholders the purchase order does not offer', () => {
    expect(unknownPlaceholders('{{lines}} {{vendor}} {{sellerTotal}} {{Lines}}')).toEqual([
      'vendor',
      'Lines',
    ]);
  });

  it('fills known names and leaves an unknown one as written', () => {
    expect(fillPlaceholders('PO {{ orderNumber }} / {{other}}', { orderNumber: 'OR-10001' })).toBe(
      'PO OR-10001 / {{other}}',
    );
  });

  it('refuses a template with an unknown placeholder, naming the field and the placeholder', () => {
    const parsed = updateEmailTemplateSchema.safeParse({
      key: 'purchase_order',
      subjectEn: 'PO {{orderNumber}}',
      bodyEn: '{{lines}}',
      subjectFr: 'BC {{numero}}',
      bodyFr: '{{lines}} {{a}} {{b}}',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['subjectFr', 'Unknown placeholder {{numero}}.'],
      ['bodyFr', 'Unknown placeholders {{a}}, {{b}}.'],
    ]);
  });

  it('refuses a template key the spec does not name', () => {
    const parsed = updateEmailTemplateSchema.safeParse({
      key: 'welcome',
      subjectEn: 'a',
      bodyEn: 'b',
      subjectFr: 'c',
      bodyFr: 'd',
    });
    expect(parsed.error?.issues[0]?.path).toEqual(['key']);
  });
});

describe('order numbers in the send-email request', () => {
  it('reads the formatted number with or without its phase, and a bare job number', () => {
    expect(parseOrderNumber('OR-10001')).toEqual({ orderNumber: 10001, phaseNumber: 1 });
    expect(parseOrderNumber(' or-10001-P2 ')).toEqual({ orderNumber: 10001, phaseNumber: 2 });
    expect(parseOrderNumber('10001')).toEqual({ orderNumber: 10001, phaseNumber: 1 });
    expect(parseOrderNumber('CQ-10001')).toBeNull();
    expect(parseOrderNumber('OR-10001-S2')).toBeNull();
  });

  it('takes the number as text or as a number, and refuses anything else naming orderNumber', () => {
    expect(sendEmailRequestSchema.parse({ orderNumber: 10001, sellerCompanyId: 3 }).orderNumber).toBe(
      '10001',
    );
    const refused = sendEmailRequestSchema.safeParse({ orderNumber: 'x', sellerCompanyId: 3 });
    expect(refused.error?.issues[0]?.path).toEqual(['orderNumber']);
  });
});
