import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isAllowedLiveOrigin } from './live-origin';

function upgrade(headers: Record<string, string>): IncomingMessage {
  return { headers } as unknown as IncomingMessage;
}

const policy = { allowedOrigins: ['http://localhost:5173'], trustProxy: false };

describe('isAllowedLiveOrigin', () => {
  it('accepts the page of the host the request was sent to', () => {
    expect(
      isAllowedLiveOrigin(
        upgrade({ host: 'portal.example:8080', origin: 'http://portal.example:8080' }),
        policy,
      ),
    ).toBe(true);
    expect(
      isAllowedLiveOrigin(upgrade({ host: 'portal.example', origin: 'https://Portal.Example' }), policy),
    ).toBe(true);
  });

  it('refuses another origin, another port and an opaque origin', () => {
    expect(
      isAllowedLiveOrigin(upgrade({ host: 'portal.example', origin: 'https://evil.example' }), policy),
    ).toBe(false);
    expect(
      isAllowedLiveOrigin(upgrade({ host: 'portal.example', origin: 'https://portal.example:444' }), policy),
    ).toBe(false);
    expect(isAllowedLiveOrigin(upgrade({ host: 'portal.example', origin: 'null' }), policy)).toBe(false);
  });

  it('accepts the configured origins', () => {
    expect(
      isAllowedLiveOrigin(upgrade({ host: 'localhost:8080', origin: 'http://localhost:5173' }), policy),
    ).toBe(true);
  });

  it('takes the forwarded host only behind a trusted proxy', () => {
    const proxied = upgrade({
      host: 'internal:8080',
      'x-forwarded-host': 'portal.example',
      origin: 'https://portal.example',
    });
    expect(isAllowedLiveOrigin(proxied, policy)).toBe(false);
    expect(isAllowedLiveOrigin(proxied, { ...policy, trustProxy: true })).toBe(true);
  });

  it('accepts a client that sends no Origin (not a browser): its bearer token is still checked', () => {
    expect(isAllowedLiveOrigin(upgrade({ host: 'portal.example' }), policy)).toBe(true);
  });
});
