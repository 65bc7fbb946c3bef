import { describe, expect, it } from 'vitest';
import {
  CLIENT_COMMANDS,
  SERVER_COMMANDS,
  StompParser,
  StompProtocolError,
  connectedFrame,
  encodeFrame,
  encodeHeartBeat,
  errorFrame,
  messageFrame,
  negotiateHeartBeat,
  receiptFrame,
  type ParsedItem,
  type StompCommand,
  type StompFrame,
  type StompParserOptions,
} from './stomp-frame.js';

const textEncoder = new TextEncoder();
const textDecoder = new TextDecoder();

function bytes(text: string): Uint8Array {
  return textEncoder.encode(text);
}

function decodeAll(input: Buffer | Uint8Array | string, options?: StompParserOptions): ParsedItem[] {
  return new StompParser(options).push(input);
}

function framesOf(items: readonly ParsedItem[]): StompFrame[] {
  return items.flatMap((item) => (item.type === 'frame' ? [item.frame] : []));
}

function onlyFrame(input: Buffer | Uint8Array | string, options?: StompParserOptions): StompFrame {
  const frames = framesOf(decodeAll(input, options));
  expect(frames).toHaveLength(1);
  const [frame] = frames;
  if (frame === undefined) {
    throw new Error('no frame decoded');
  }
  return frame;
}

function bodyText(frame: StompFrame): string {
  return textDecoder.decode(frame.body);
}

function captureError(action: () => unknown): StompProtocolError {
  try {
    action();
  } catch (error) {
    if (error instanceof StompProtocolError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected a StompProtocolError');
}

const allCommands: StompCommand[] = [...Object.values(CLIENT_COMMANDS), ...Object.values(SERVER_COMMANDS)];

describe('encodeFrame', () => {
  it('writes the command, headers, a blank line, the body and a NUL', () => {
    const encoded = encodeFrame({ command: 'SEND', headers: { destination: '/queue/a' }, body: bytes('hi') });
    expect(encoded.toString('utf8')).toBe('SEND\ndestination:/queue/a\ncontent-length:2\n\nhi\0');
  });

  it('omits content-length when the body is empty', () => {
    expect(encodeFrame(receiptFrame('r-1')).toString('utf8')).toBe('RECEIPT\nreceipt-id:r-1\n\n\0');
  });

  it('counts content-length in UTF-8 bytes, not characters', () => {
    const encoded = encodeFrame({ command: 'SEND', headers: {}, body: bytes('é✓') });
    expect(encoded.toString('utf8')).toContain('content-length:5\n');
  });

  it('replaces a caller-supplied content-length with the real byte count', () => {
    const encoded = encodeFrame({ command: 'SEND', headers: { 'content-length': '99' }, body: bytes('abc') });
    expect(encoded.toString('utf8')).toBe('SEND\ncontent-length:3\n\nabc\0');
    const empty = encodeFrame({
      command: 'SEND',
      headers: { 'content-length': '99' },
      body: new Uint8Array(0),
    });
    expect(empty.toString('utf8')).toBe('SEND\n\n\0');
  });

  it('copies a body that contains NUL bytes verbatim', () => {
    const body = Uint8Array.from([0, 1, 0, 255]);
    const encoded = encodeFrame({ command: 'SEND', headers: {}, body });
    expect([...encoded.subarray(encoded.length - 5)]).toEqual([0, 1, 0, 255, 0]);
  });

  it.each([
    ['a backslash', 'a\\b', 'a\\\\b'],
    ['a line feed', 'a\nb', 'a\\nb'],
    ['a carriage return', 'a\rb', 'a\\rb'],
    ['a colon', 'a:b', 'a\\cb'],
    ['all of them, backslash first', '\\n:\r\n', '\\\\n\\c\\r\\n'],
  ])('escapes %s in header names and values', (_label, raw, escaped) => {
    const encoded = encodeFrame({ command: 'MESSAGE', headers: { [raw]: raw }, body: new Uint8Array(0) });
    expect(encoded.toString('utf8')).toBe(`MESSAGE\n${escaped}:${escaped}\n\n\0`);
  });

  it('does not escape CONNECT and CONNECTED headers', () => {
    const connect = encodeFrame({
      command: 'CONNECT',
      headers: { passcode: 'a:b\\c' },
      body: new Uint8Array(0),
    });
    expect(connect.toString('utf8')).toBe('CONNECT\npasscode:a:b\\c\n\n\0');
    const connected = encodeFrame({
      command: 'CONNECTED',
      headers: { server: 'x:y' },
      body: new Uint8Array(0),
    });
    expect(connected.toString('utf8')).toBe('CONNECTED\nserver:x:y\n\n\0');
  });

  it.each([
    ['CONNECT', 'login', 'a\nb'],
    ['CONNECT', 'login', 'a\rb'],
    ['CONNECTED', 'na:me', 'value'],
    ['CONNECTED', 'na\nme', 'value'],
  ] as const)('refuses a %s header that cannot be written unescaped (%j: %j)', (command, name, value) => {
    expect(() => encodeFrame({ command, headers: { [name]: value }, body: new Uint8Array(0) })).toThrow(
      TypeError,
    );
  });

  it('refuses an empty header name', () => {
    expect(() => encodeFrame({ command: 'SEND', headers: { '': 'x' }, body: new Uint8Array(0) })).toThrow(
      TypeError,
    );
  });

  it('refuses an unknown command', () => {
    const frame = { command: 'PUBLISH', headers: {}, body: new Uint8Array(0) } as unknown as StompFrame;
    expect(() => encodeFrame(frame)).toThrow(TypeError);
  });

  it('encodes a heart-beat as a single line feed', () => {
    expect([...encodeHeartBeat()]).toEqual([0x0a]);
  });
});

describe('StompParser', () => {
  describe('frames', () => {
    it('decodes the command, headers and body of a frame', () => {
      const frame = onlyFrame('SEND\ndestination:/queue/a\nreceipt:7\n\nhello\0');
      expect(frame.command).toBe('SEND');
      expect(frame.headers).toEqual({ destination: '/queue/a', receipt: '7' });
      expect(bodyText(frame)).toBe('hello');
    });

    it.each(allCommands)('round-trips %s through encodeFrame', (command) => {
      const headers: Record<string, string> =
        command === 'CONNECT' || command === 'CONNECTED'
          ? { host: 'portal', 'accept-version': '1.2', odd: 'a:b\\c' }
          : { destination: '/topic/a:b', 'x-note': 'line one\nline two\r\\end' };
      const frame: StompFrame = { command, headers, body: bytes(`body of ${command} é ✓`) };
      const decoded = onlyFrame(encodeFrame(frame));
      expect(decoded.command).toBe(command);
      expect(decoded.headers).toEqual({ ...headers, 'content-length': String(frame.body.byteLength) });
      expect(decoded.body).toEqual(frame.body);
    });

    it('round-trips a body holding every byte value', () => {
      const body = Uint8Array.from({ length: 256 }, (_unused, index) => index);
      const decoded = onlyFrame(encodeFrame({ command: 'MESSAGE', headers: {}, body }));
      expect(decoded.body).toEqual(body);
    });

    it('keeps a NUL inside a body that has content-length', () => {
      const frame = onlyFrame(Buffer.from('SEND\ncontent-length:5\n\nab\0cd\0', 'latin1'));
      expect([...frame.body]).toEqual([0x61, 0x62, 0x00, 0x63, 0x64]);
    });

    it('accepts content-length:0 followed directly by the NUL', () => {
      const frame = onlyFrame('SEND\ncontent-length:0\n\n\0');
      expect(frame.body.byteLength).toBe(0);
    });

    it('ends a body at the first NUL when there is no content-length', () => {
      const items = decodeAll('SEND\n\nab\0\nSEND\n\ncd\0');
      expect(items.map((item) => (item.type === 'frame' ? bodyText(item.frame) : item.type))).toEqual([
        'ab',
        'heart-beat',
        'cd',
      ]);
    });

    it('decodes a frame without headers or body', () => {
      const frame = onlyFrame('DISCONNECT\n\n\0');
      expect(frame).toEqual({ command: 'DISCONNECT', headers: {}, body: new Uint8Array(0) });
    });

    it('decodes several frames in one chunk', () => {
      const chunk = Buffer.concat([
        encodeFrame({
          command: 'SUBSCRIBE',
          headers: { id: '1', destination: '/a' },
          body: new Uint8Array(0),
        }),
        encodeFrame({ command: 'SEND', headers: { destination: '/b' }, body: bytes('x') }),
        encodeFrame({ command: 'UNSUBSCRIBE', headers: { id: '1' }, body: new Uint8Array(0) }),
      ]);
      expect(framesOf(decodeAll(chunk)).map((frame) => frame.command)).toEqual([
        'SUBSCRIBE',
        'SEND',
        'UNSUBSCRIBE',
      ]);
    });

    it('decodes CR LF line endings', () => {
      const frame = onlyFrame('SEND\r\ndestination:/a\r\ncontent-length:2\r\n\r\nok\0\r\n');
      expect(frame.headers).toEqual({ destination: '/a', 'content-length': '2' });
      expect(bodyText(frame)).toBe('ok');
    });

    it('accepts string chunks', () => {
      const parser = new StompParser();
      expect(parser.push('SEND\ndestination:/caf')).toEqual([]);
      const frame = framesOf(parser.push('é\n\n✓\0'))[0];
      expect(frame?.headers.destination).toBe('/café');
      expect(frame && bodyText(frame)).toBe('✓');
    });

    it('returns bodies that are exact, independent Uint8Arrays', () => {
      const frame = onlyFrame(Buffer.from('SEND\n\nabc\0'));
      expect(frame.body.byteOffset).toBe(0);
      expect(frame.body.buffer.byteLength).toBe(3);
    });

    it('is not affected when the caller reuses a chunk buffer after push', () => {
      const parser = new StompParser();
      const chunk = Buffer.from('SEND\ndestination:/abc');
      parser.push(chunk);
      chunk.fill(0x7a);
      const frame = framesOf(parser.push('\n\nbody\0'))[0];
      expect(frame?.headers.destination).toBe('/abc');
    });

    it('only accepts the configured commands', () => {
      const clientOnly = { acceptedCommands: Object.values(CLIENT_COMMANDS) };
      expect(onlyFrame('SEND\n\n\0', clientOnly).command).toBe('SEND');
      expect(captureError(() => decodeAll('MESSAGE\n\n\0', clientOnly)).message).toBe(
        'Unknown command "MESSAGE"',
      );
    });
  });

  describe('streaming', () => {
    const stream = Buffer.concat([
      Buffer.from('\n\r\n'),
      encodeFrame({
        command: 'CONNECT',
        headers: { 'accept-version': '1.2', host: 'portal', Authorization: 'Bearer t' },
        body: new Uint8Array(0),
      }),
      Buffer.from('\r\n'),
      Buffer.from('SEND\r\ndestination:/queue/café\r\nx-escaped:a\\cb\\nc\r\n\r\nnull-terminated ✓\0'),
      encodeFrame({
        command: 'SEND',
        headers: { destination: '/q/✓' },
        body: Uint8Array.from([0xe2, 0, 0x9c]),
      }),
      Buffer.from('\n'),
      encodeFrame(
        messageFrame({ destination: '/t', subscription: 's', messageId: 'm', body: { text: 'é✓' } }),
      ),
    ]);
    const expected = decodeAll(stream);

    it('decodes the reference stream as expected', () => {
      expect(expected.map((item) => (item.type === 'frame' ? item.frame.command : item.type))).toEqual([
        'heart-beat',
        'heart-beat',
        'CONNECT',
        'heart-beat',
        'SEND',
        'SEND',
        'heart-beat',
        'MESSAGE',
      ]);
      const frames = framesOf(expected);
      expect(frames[1]?.headers).toEqual({ destination: '/queue/café', 'x-escaped': 'a:b\nc' });
      expect(frames[1] && bodyText(frames[1])).toBe('null-terminated ✓');
      expect([...(frames[2]?.body ?? [])]).toEqual([0xe2, 0, 0x9c]);
      expect(JSON.parse(frames[3] ? bodyText(frames[3]) : 'null')).toEqual({ text: 'é✓' });
    });

    it('gives the same result when the stream is split at every byte offset', () => {
      for (let offset = 0; offset <= stream.length; offset += 1) {
        const parser = new StompParser();
        const items = [...parser.push(stream.subarray(0, offset)), ...parser.push(stream.subarray(offset))];
        expect(items, `split at byte ${offset}`).toEqual(expected);
      }
    });

    it('gives the same result when the stream arrives one byte at a time', () => {
      const parser = new StompParser();
      const items: ParsedItem[] = [];
      for (let offset = 0; offset < stream.length; offset += 1) {
        items.push(...parser.push(stream.subarray(offset, offset + 1)));
      }
      expect(items).toEqual(expected);
    });

    it('reassembles a multibyte header value split inside a character', () => {
      const encoded = Buffer.from('SEND\nx-symbol:✓\n\n\0');
      const splitInside = encoded.indexOf(0xe2) + 1;
      const parser = new StompParser();
      expect(parser.push(encoded.subarray(0, splitInside))).toEqual([]);
      expect(framesOf(parser.push(encoded.subarray(splitInside)))[0]?.headers['x-symbol']).toBe('✓');
    });
  });

  describe('heart-beats', () => {
    it('reports bare LF and CR LF between frames as heart-beats', () => {
      const items = decodeAll('\n\r\nSEND\n\n\0\n\r\n\n');
      expect(items.map((item) => item.type)).toEqual([
        'heart-beat',
        'heart-beat',
        'frame',
        'heart-beat',
        'heart-beat',
        'heart-beat',
      ]);
    });

    it('reports a CR LF heart-beat split between two chunks once', () => {
      const parser = new StompParser();
      expect(parser.push('\r')).toEqual([]);
      expect(parser.push('\n')).toEqual([{ type: 'heart-beat' }]);
    });
  });

  describe('headers', () => {
    it.each([
      ['\\\\', '\\'],
      ['\\n', '\n'],
      ['\\r', '\r'],
      ['\\c', ':'],
      ['a\\\\nb', 'a\\nb'],
      ['\\\\\\c', '\\:'],
    ])('unescapes %j to %j', (escaped, raw) => {
      const frame = onlyFrame(`MESSAGE\n${escaped}:${escaped}\n\n\0`);
      expect(frame.headers).toEqual({ [raw]: raw });
    });

    it('does not unescape CONNECT headers', () => {
      const frame = onlyFrame('CONNECT\npasscode:a\\cb\\t\\\nlogin:x:y\n\n\0');
      expect(frame.headers).toEqual({ passcode: 'a\\cb\\t\\', login: 'x:y' });
    });

    it('does not unescape CONNECTED headers', () => {
      expect(onlyFrame('CONNECTED\nserver:a\\nb\n\n\0').headers).toEqual({ server: 'a\\nb' });
    });

    it('unescapes STOMP frames, which STOMP 1.2 does not exempt', () => {
      expect(onlyFrame('STOMP\nlogin:a\\cb\n\n\0').headers).toEqual({ login: 'a:b' });
    });

    it('keeps the first occurrence of a repeated header', () => {
      const frame = onlyFrame('MESSAGE\nfoo:first\nfoo:second\ncontent-length:1\ncontent-length:3\n\nx\0');
      expect(frame.headers).toEqual({ foo: 'first', 'content-length': '1' });
      expect(bodyText(frame)).toBe('x');
    });

    it('keeps colons after the first one in the value', () => {
      expect(onlyFrame('SEND\nx-url:https://example.com:8443/a\n\n\0').headers).toEqual({
        'x-url': 'https://example.com:8443/a',
      });
    });

    it('keeps whitespace and empty values as sent', () => {
      expect(onlyFrame('SEND\n padded : value \nempty:\n\n\0').headers).toEqual({
        ' padded ': ' value ',
        empty: '',
      });
    });

    it('treats headers named __proto__ and constructor as ordinary headers', () => {
      const frame = onlyFrame('SEND\n__proto__:x\nconstructor:y\n\n\0');
      expect(Object.entries(frame.headers)).toEqual([
        ['__proto__', 'x'],
        ['constructor', 'y'],
      ]);
      expect(onlyFrame('SEND\n\n\0').headers.constructor).toBeUndefined();
    });

    it('keeps a leading byte order mark in a header value', () => {
      expect(onlyFrame('SEND\nx:\uFEFFv\n\n\0').headers.x).toBe('\uFEFFv');
    });
  });

  describe('limits', () => {
    it('accepts a frame of exactly maxFrameBytes and rejects one byte more', () => {
      // "SEND\n" + "\n" = 6 bytes of command and blank line, then the body; the NUL is not counted.
      expect(bodyText(onlyFrame('SEND\n\n1234\0', { maxFrameBytes: 10 }))).toBe('1234');
      expect(captureError(() => decodeAll('SEND\n\n12345\0', { maxFrameBytes: 10 })).message).toBe(
        'Frame exceeds 10 bytes',
      );
    });

    it('rejects an oversized body before its NUL arrives', () => {
      const parser = new StompParser({ maxFrameBytes: 100 });
      parser.push('SEND\n\n');
      expect(() => parser.push('x'.repeat(95))).toThrow('Frame exceeds 100 bytes');
    });

    it('rejects a content-length above the limit before reading the body', () => {
      const parser = new StompParser({ maxFrameBytes: 100 });
      expect(() => parser.push('SEND\ncontent-length:1000\n\n')).toThrow('Frame exceeds 100 bytes');
    });

    it('counts headers towards maxFrameBytes', () => {
      const error = captureError(() => decodeAll(`SEND\nx:${'a'.repeat(200)}\n\n\0`, { maxFrameBytes: 100 }));
      expect(error.message).toBe('Frame exceeds 100 bytes');
    });

    it('uses 64 KiB as the default frame limit', () => {
      const fits = 64 * 1024 - 'SEND\n\n'.length;
      expect(onlyFrame(`SEND\n\n${'a'.repeat(fits)}\0`).body.byteLength).toBe(fits);
      expect(() => decodeAll(`SEND\n\n${'a'.repeat(fits + 1)}\0`)).toThrow('Frame exceeds 65536 bytes');
    });

    it('accepts maxHeaders header lines and rejects one more, repeated ones included', () => {
      expect(onlyFrame('SEND\na:1\nb:2\n\n\0', { maxHeaders: 2 }).headers).toEqual({ a: '1', b: '2' });
      expect(captureError(() => decodeAll('SEND\na:1\na:2\na:3\n\n\0', { maxHeaders: 2 })).message).toBe(
        'Frame has more than 2 headers',
      );
    });

    it('accepts a header line of exactly maxHeaderLineBytes, even with CR LF, and rejects a longer one', () => {
      const options = { maxHeaderLineBytes: 10 };
      expect(onlyFrame('SEND\nabcd:12345\r\n\r\n\0', options).headers).toEqual({ abcd: '12345' });
      expect(captureError(() => decodeAll('SEND\nabcd:123456\n\n\0', options)).message).toBe(
        'Header line exceeds 10 bytes',
      );
    });

    it('rejects an over-long header line before its line feed arrives', () => {
      const parser = new StompParser({ maxHeaderLineBytes: 10 });
      parser.push('SEND\n');
      expect(() => parser.push('x'.repeat(12))).toThrow('Header line exceeds 10 bytes');
    });

    it('rejects an over-long command line', () => {
      expect(captureError(() => decodeAll('X'.repeat(20), { maxHeaderLineBytes: 10 })).message).toBe(
        'Command line exceeds 10 bytes',
      );
    });

    it.each([0, -1, 1.5, Number.NaN])('refuses %s as a limit', (limit) => {
      expect(() => new StompParser({ maxFrameBytes: limit })).toThrow(RangeError);
      expect(() => new StompParser({ maxHeaders: limit })).toThrow(RangeError);
      expect(() => new StompParser({ maxHeaderLineBytes: limit })).toThrow(RangeError);
    });
  });

  describe('malformed input', () => {
    it.each([
      ['an unknown command', 'PUBLISH\n\n\0', 'Unknown command "PUBLISH"'],
      ['a lower-case command', 'send\n\n\0', 'Unknown command "send"'],
      ['a command with trailing space', 'SEND \n\n\0', 'Unknown command "SEND "'],
      ['a header without a colon', 'SEND\ndestination\n\n\0', 'Header line has no colon'],
      ['a header with an empty name', 'SEND\n:value\n\n\0', 'Header name is empty'],
      ['an undefined escape', 'SEND\nx:a\\tb\n\n\0', 'Invalid escape sequence "\\\\t" in header'],
      [
        'an escaped name with an undefined escape',
        'SEND\na\\x:b\n\n\0',
        'Invalid escape sequence "\\\\x" in header',
      ],
      ['a trailing backslash', 'SEND\nx:a\\\n\n\0', 'Header ends with an incomplete escape sequence'],
      [
        'a negative content-length',
        'SEND\ncontent-length:-1\n\n\0',
        'content-length must be a non-negative integer',
      ],
      [
        'a textual content-length',
        'SEND\ncontent-length:abc\n\n\0',
        'content-length must be a non-negative integer',
      ],
      [
        'a fractional content-length',
        'SEND\ncontent-length:1.5\n\n\0',
        'content-length must be a non-negative integer',
      ],
      [
        'a padded content-length',
        'SEND\ncontent-length: 1\n\nx\0',
        'content-length must be a non-negative integer',
      ],
      [
        'an empty content-length',
        'SEND\ncontent-length:\n\n\0',
        'content-length must be a non-negative integer',
      ],
      [
        'a body longer than content-length',
        'SEND\ncontent-length:1\n\nxy\0',
        'Frame body is longer than content-length (no NUL after the body)',
      ],
      ['a carriage return inside a header', 'SEND\nx:a\rb\n\n\0', 'Carriage return inside a line'],
      ['a carriage return alone between frames', '\rSEND\n\n\0', 'Carriage return not followed by line feed'],
      ['a NUL between frames', 'SEND\n\n\0\0', 'Unexpected NUL byte between frames'],
    ])('rejects %s', (_label, input, message) => {
      const error = captureError(() => decodeAll(input));
      expect(error).toBeInstanceOf(StompProtocolError);
      expect(error.name).toBe('StompProtocolError');
      expect(error.message).toBe(message);
    });

    it('rejects a header that is not valid UTF-8', () => {
      const input = Buffer.concat([
        Buffer.from('SEND\nx:'),
        Buffer.from([0xc3, 0x28]),
        Buffer.from('\n\n\0'),
      ]);
      expect(captureError(() => decodeAll(input)).message).toBe('Command or header is not valid UTF-8');
    });

    it('keeps the error message short when the input is long', () => {
      const error = captureError(() => decodeAll(`${'Z'.repeat(5000)}\n\n\0`));
      expect(error.message.length).toBeLessThan(80);
      expect(error.message).toMatch(/^Unknown command "Z+…"$/);
    });

    it('carries the receipt of the offending frame, for the ERROR receipt-id', () => {
      const error = captureError(() => decodeAll('SEND\nreceipt:r-9\ncontent-length:1\n\nxy\0'));
      expect(error.receiptId).toBe('r-9');
      expect(captureError(() => decodeAll('PUBLISH\n\n\0')).receiptId).toBeUndefined();
    });

    it('hands over the items decoded before the error in the same chunk', () => {
      const error = captureError(() => decodeAll('\nSEND\nreceipt:1\n\nok\0BOGUS\n\n\0'));
      expect(error.message).toBe('Unknown command "BOGUS"');
      expect(error.receiptId).toBeUndefined();
      expect(error.itemsBeforeError.map((item) => item.type)).toEqual(['heart-beat', 'frame']);
    });

    it('stays unusable after an error, even for valid input', () => {
      const parser = new StompParser();
      expect(() => parser.push('NOPE\n\n\0')).toThrow(StompProtocolError);
      const again = captureError(() => parser.push('SEND\n\n\0'));
      expect(again.message).toBe('Unknown command "NOPE"');
      expect(again.itemsBeforeError).toEqual([]);
    });
  });
});

describe('negotiateHeartBeat', () => {
  it.each([
    ['60000,60000', 10_000, 10_000, 60_000, 60_000],
    ['60000,60000', 0, 0, 0, 0],
    ['0,0', 10_000, 10_000, 0, 0],
    [undefined, 10_000, 10_000, 0, 0],
    ['1000,0', 5_000, 5_000, 0, 5_000],
    ['0,1000', 5_000, 5_000, 5_000, 0],
    ['100,200', 300, 50, 300, 100],
    ['100,200', 50, 300, 200, 300],
    [' 10 , 20 ', 1, 1, 20, 10],
    ['99999999999,99999999999', 1, 1, 2_147_483_647, 2_147_483_647],
  ])(
    'client %j with server sends %i / receives %i → send every %i, expect every %i',
    (clientHeader, sendMs, receiveMs, sendEveryMs, expectEveryMs) => {
      expect(negotiateHeartBeat(clientHeader, { sendMs, receiveMs })).toEqual({ sendEveryMs, expectEveryMs });
    },
  );

  it.each(['', '60000', '60000,', 'a,b', '-1,0', '1,2,3', '1.5,2'])(
    'rejects the malformed header %j',
    (header) => {
      expect(() => negotiateHeartBeat(header, { sendMs: 1, receiveMs: 1 })).toThrow(StompProtocolError);
    },
  );
});

describe('frame helpers', () => {
  it('builds a CONNECTED frame for STOMP 1.2 with the negotiated heart-beat', () => {
    const frame = connectedFrame({
      heartBeat: { sendEveryMs: 60_000, expectEveryMs: 30_000 },
      session: 's-1',
      server: 'portal/1.27.0',
    });
    expect(frame).toEqual({
      command: 'CONNECTED',
      headers: { version: '1.2', 'heart-beat': '60000,30000', session: 's-1', server: 'portal/1.27.0' },
      body: new Uint8Array(0),
    });
    expect(connectedFrame({ heartBeat: { sendEveryMs: 0, expectEveryMs: 0 } }).headers).toEqual({
      version: '1.2',
      'heart-beat': '0,0',
    });
  });

  it('builds an ERROR frame with message, details and receipt-id', () => {
    const frame = onlyFrame(encodeFrame(errorFrame('Forbidden: /topic/a\nsecond line', 'détails', 'r-1')));
    expect(frame.command).toBe('ERROR');
    expect(frame.headers).toEqual({
      message: 'Forbidden: /topic/a\nsecond line',
      'receipt-id': 'r-1',
      'content-type': 'text/plain;charset=utf-8',
      'content-length': '8',
    });
    expect(bodyText(frame)).toBe('détails');
    expect(errorFrame('Bad frame')).toEqual({
      command: 'ERROR',
      headers: { message: 'Bad frame' },
      body: new Uint8Array(0),
    });
  });

  it('builds a RECEIPT frame', () => {
    expect(receiptFrame('r-2')).toEqual({
      command: 'RECEIPT',
      headers: { 'receipt-id': 'r-2' },
      body: new Uint8Array(0),
    });
  });

  it('builds a MESSAGE frame with a JSON body for objects', () => {
    const frame = messageFrame({
      destination: '/topic/orders',
      subscription: 'sub-0',
      messageId: 'm-1',
      body: { status: 'expédié ✓' },
    });
    expect(frame.headers).toEqual({
      destination: '/topic/orders',
      subscription: 'sub-0',
      'message-id': 'm-1',
      'content-type': 'application/json;charset=utf-8',
    });
    const decoded = onlyFrame(encodeFrame(frame));
    expect(decoded.headers['content-length']).toBe(String(Buffer.byteLength('{"status":"expédié ✓"}')));
    expect(JSON.parse(bodyText(decoded))).toEqual({ status: 'expédié ✓' });
  });

  it('builds a MESSAGE frame with a text body for strings, an explicit content type and ack', () => {
    const text = messageFrame({ destination: '/d', subscription: 's', messageId: 'm', body: 'plain' });
    expect(text.headers['content-type']).toBe('text/plain;charset=utf-8');
    expect(bodyText(text)).toBe('plain');
    const preSerialised = messageFrame({
      destination: '/d',
      subscription: 's',
      messageId: 'm',
      body: '[1,2]',
      contentType: 'application/json;charset=utf-8',
      ack: 'a-1',
    });
    expect(preSerialised.headers['content-type']).toBe('application/json;charset=utf-8');
    expect(preSerialised.headers.ack).toBe('a-1');
    expect(bodyText(preSerialised)).toBe('[1,2]');
    expect(
      bodyText(messageFrame({ destination: '/d', subscription: 's', messageId: 'm', body: [1, 2] })),
    ).toBe('[1,2]');
  });
});
