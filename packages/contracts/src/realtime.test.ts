import { describe, expect, it } from 'vitest';
import {
  liveEnterDestination,
  liveKindForRecordType,
  liveKindTopic,
  liveLeaveDestination,
  liveTopic,
  parseLiveAppDestination,
  parseLiveKindTopic,
  parseLiveTopic,
} from './realtime';
import { ActionLogType } from './enumerations';

describe('live destinations', () => {
  it('round-trip topics and enter/leave destinations for every kind', () => {
    expect(liveTopic('order-delivery', 9)).toBe('/topic/order-delivery/9');
    expect(parseLiveTopic(liveTopic('order-delivery', 9))).toEqual({ kind: 'order-delivery', id: 9 });
    expect(parseLiveAppDestination(liveEnterDestination('quote', 1))).toEqual({
      kind: 'quote',
      id: 1,
      action: 'enter',
    });
    expect(parseLiveAppDestination(liveLeaveDestination('company', 3))?.action).toBe('leave');
  });

  it('rejects unknown kinds, bad ids and anything around the pattern', () => {
    for (const destination of [
      '/topic/invoice/1',
      '/topic/order/0',
      '/topic/order/01',
      '/topic/order/2147483648',
      '/topic/order/1/extra',
      '/topic/order/1.5',
      'x/topic/order/1',
    ]) {
      expect(parseLiveTopic(destination)).toBeUndefined();
    }
    expect(parseLiveAppDestination('/app/order/42/dance')).toBeUndefined();
    expect(parseLiveAppDestination('/topic/order/42')).toBeUndefined();
  });

  it("tells a kind's topic from a record's topic", () => {
    expect(liveKindTopic('order')).toBe('/topic/order');
    expect(parseLiveKindTopic(liveKindTopic('quote'))).toBe('quote');
    expect(parseLiveTopic(liveKindTopic('order'))).toBeUndefined();
    for (const destination of [
      '/topic/order/1',
      '/topic/invoice',
      '/topic/order/',
      '/topic/',
      'x/topic/order',
    ]) {
      expect(parseLiveKindTopic(destination)).toBeUndefined();
    }
  });

  it('maps action-log record types to the kind whose subscribers hear the change', () => {
    expect(liveKindForRecordType(ActionLogType.ids.ORDER_DELIVERY)).toBe('order-delivery');
    expect(liveKindForRecordType(ActionLogType.ids.QUOTE_DELIVERY)).toBe('quote-delivery');
    expect(liveKindForRecordType(ActionLogType.ids.USER)).toBe('user');
    expect(liveKindForRecordType(ActionLogType.ids.QUOTE_REQUEST)).toBe('quote-request');
    expect(liveKindForRecordType(ActionLogType.ids.SESSION)).toBeUndefined();
  });
});
