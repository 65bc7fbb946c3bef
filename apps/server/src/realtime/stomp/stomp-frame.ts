// STOMP 1.2 frame codec for the live-update gateway: pure functions and a synchronous streaming parser, no I/O.
// Specification: https://stomp.github.io/stomp-specification-1.2.html (sections cited below as "STOMP 1.2 §…").

/** Frames a client may send (STOMP 1.2 §Client Frames). */
export const CLIENT_COMMANDS = {
  CONNECT: 'CONNECT',
  STOMP: 'STOMP',
  SEND: 'SEND',
  SUBSCRIBE: 'SUBSCRIBE',
  UNSUBSCRIBE: 'UNSUBSCRIBE',
  ACK: 'ACK',
  NACK: 'NACK',
  BEGIN: 'BEGIN',
  COMMIT: 'COMMIT',
  ABORT: 'ABORT',
  DISCONNECT: 'DISCONNECT',
} as const;

/** Frames a server may send (STOMP 1.2 §Server Frames). */
export const SERVER_COMMANDS = {
  CONNECTED: 'CONNECTED',
  MESSAGE: 'MESSAGE',
  RECEIPT: 'RECEIPT',
  ERROR: 'ERROR',
} as const;

export type ClientCommand = (typeof CLIENT_COMMANDS)[keyof typeof CLIENT_COMMANDS];
export type ServerCommand = (typeof SERVER_COMMANDS)[keyof typeof SERVER_COMMANDS];
export type StompCommand = ClientCommand | ServerCommand;

/**
 * One STOMP frame.
 *
 * `headers` is a plain record rather than an ordered list of pairs: STOMP 1.2 §Repeated Header Entries says only the
 * first occurrence of a repeated header counts, so the parser keeps the first value and the record loses nothing the
 * protocol cares about. Parsed frames get a null-prototype record, so a header named `constructor` or `__proto__`
 * is an ordinary entry. `encodeFrame` writes headers in the record's insertion order.
 *
 * `body` is raw bytes because STOMP bodies are opaque octets (STOMP 1.2 §Body); decode them according to the
 * `content-type` header.
 */
export type StompFrame = {
  command: StompCommand;
  headers: Record<string, string>;
  body: Uint8Array;
};

/** What `StompParser.push` yields, in wire order. */
export type ParsedItem = { type: 'frame'; frame: StompFrame } | { type: 'heart-beat' };

export type StompParserOptions = {
  /** Largest frame accepted, counting command line, headers, blank line and body, not the NUL. Default 64 KiB. */
  maxFrameBytes?: number;
  /** Most header lines accepted in one frame, repeated headers included. Default 64. */
  maxHeaders?: number;
  /** Longest command or header line accepted, in bytes, without its end of line. Default 8 KiB. */
  maxHeaderLineBytes?: number;
  /** Commands accepted; anything else is rejected as unknown. Default: every client and server command. */
  acceptedCommands?: readonly StompCommand[];
};

export const DEFAULT_MAX_FRAME_BYTES = 64 * 1024;
export const DEFAULT_MAX_HEADERS = 64;
export const DEFAULT_MAX_HEADER_LINE_BYTES = 8 * 1024;

/**
 * A violation of STOMP 1.2 or of the parser's limits. `message` is short and safe to put in an ERROR frame's
 * `message` header; `receiptId` is the `receipt` header of the offending frame when it was already read, so the
 * ERROR frame can carry `receipt-id` (STOMP 1.2 §ERROR).
 */
export class StompProtocolError extends Error {
  override readonly name = 'StompProtocolError';
  readonly receiptId: string | undefined;
  /**
   * Items decoded from the same `push` before the failure. The gateway may process them before it sends ERROR;
   * a thrown `push` cannot return them any other way.
   */
  readonly itemsBeforeError: readonly ParsedItem[];

  constructor(
    message: string,
    options: { receiptId?: string; itemsBeforeError?: readonly ParsedItem[] } = {},
  ) {
    super(message);
    this.receiptId = options.receiptId;
    this.itemsBeforeError = options.itemsBeforeError ?? [];
  }
}

const NUL = 0x00;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const COLON = 0x3a;

const ALL_COMMANDS: readonly StompCommand[] = [
  ...Object.values(CLIENT_COMMANDS),
  ...Object.values(SERVER_COMMANDS),
];
const EMPTY_BODY = new Uint8Array(0);
const HEART_BEAT_ITEM: ParsedItem = Object.freeze({ type: 'heart-beat' });
const LONGEST_QUOTED_INPUT = 40;

// STOMP 1.2 §Value Encoding: CONNECT and CONNECTED are never escaped, to stay readable by STOMP 1.0 peers.
// STOMP is deliberately absent: the specification exempts only these two commands.
function isUnescapedCommand(command: StompCommand): boolean {
  return command === CLIENT_COMMANDS.CONNECT || command === SERVER_COMMANDS.CONNECTED;
}

// ---------------------------------------------------------------------------------------------------------------
// Encoding
// ---------------------------------------------------------------------------------------------------------------

// STOMP 1.2 §Value Encoding. One regular-expression pass maps every character exactly once, so the backslash an
// escape introduces is never escaped again (chained replace() calls would have to handle the backslash first).
function escapeHeaderText(text: string): string {
  return text.replace(/[\\\r\n:]/g, (character) => {
    switch (character) {
      case '\\':
        return '\\\\';
      case '\r':
        return '\\r';
      case '\n':
        return '\\n';
      default:
        return '\\c';
    }
  });
}

function assertEncodableHeader(command: StompCommand, name: string, value: string): void {
  if (name.length === 0) {
    throw new TypeError(`${command} frame has a header with an empty name`);
  }
  // Without escaping, a line break would end the header early and let a value inject headers or a body;
  // a colon in a name would move the name/value split.
  if (isUnescapedCommand(command) && (/[\r\n:]/.test(name) || /[\r\n]/.test(value))) {
    throw new TypeError(`${command} header "${name}" contains a character that cannot be sent unescaped`);
  }
}

/**
 * Serialises a frame (STOMP 1.2 §Augmented BNF). `content-length` is always computed from the body in bytes and
 * written whenever the body is not empty, replacing any value the caller put in `headers`: it lets the receiver
 * accept NUL bytes in the body and size its buffer before reading it (STOMP 1.2 §Header content-length).
 */
export function encodeFrame(frame: StompFrame): Buffer {
  if (!ALL_COMMANDS.includes(frame.command)) {
    throw new TypeError(`Unknown STOMP command "${String(frame.command)}"`);
  }
  const escape = isUnescapedCommand(frame.command) ? (text: string) => text : escapeHeaderText;
  const lines: string[] = [frame.command];
  for (const [name, value] of Object.entries(frame.headers)) {
    if (name === 'content-length') {
      continue;
    }
    assertEncodableHeader(frame.command, name, value);
    lines.push(`${escape(name)}:${escape(value)}`);
  }
  if (frame.body.byteLength > 0) {
    lines.push(`content-length:${frame.body.byteLength}`);
  }
  const head = Buffer.from(`${lines.join('\n')}\n\n`, 'utf8');
  const output = Buffer.allocUnsafe(head.byteLength + frame.body.byteLength + 1);
  head.copy(output, 0);
  output.set(frame.body, head.byteLength);
  output[output.byteLength - 1] = NUL;
  return output;
}

/** A heart-beat: STOMP 1.2 §Heart-beating allows any EOL, and a bare LF is the shortest. */
export function encodeHeartBeat(): Buffer {
  return Buffer.from([LINE_FEED]);
}

// ---------------------------------------------------------------------------------------------------------------
// Decoding
// ---------------------------------------------------------------------------------------------------------------

type ParserState =
  | 'between-frames'
  | 'between-frames-after-carriage-return'
  | 'command'
  | 'headers'
  | 'sized-body'
  | 'sized-body-terminator'
  | 'terminated-body'
  | 'failed';

function quoteInput(text: string): string {
  const shortened = text.length > LONGEST_QUOTED_INPUT ? `${text.slice(0, LONGEST_QUOTED_INPUT)}…` : text;
  return JSON.stringify(shortened);
}

function concatenate(parts: readonly Uint8Array[], totalLength: number): Uint8Array {
  // A fresh, exactly sized Uint8Array rather than Buffer.concat: small Buffers share Node's 8 KiB pool, and a
  // body whose `.buffer` exposes unrelated pooled bytes is a trap for whoever stores or transfers it.
  const result = new Uint8Array(totalLength);
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.byteLength;
  }
  return result;
}

function toBytes(chunk: Buffer | Uint8Array | string): Uint8Array {
  // A string chunk must be a whole WebSocket text message: a JS string cut inside a surrogate pair cannot be
  // encoded faithfully. Byte chunks may be cut anywhere, even inside a multibyte UTF-8 character.
  return typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
}

function readPositiveIntegerOption(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) {
    return fallback;
  }
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new RangeError(`StompParser option ${name} must be a positive integer`);
  }
  return value;
}

/**
 * Streaming STOMP 1.2 decoder. Feed it every WebSocket message of one connection, in order, with `push`; it returns
 * the frames and heart-beats completed by that chunk and keeps any partial frame for the next call. It is
 * synchronous on purpose: callers must not interleave `push` calls of one connection across `await`s, they should
 * parse first and queue the frames for the session.
 *
 * Any violation throws `StompProtocolError` and leaves the parser failed: every later `push` throws again, because
 * after a framing error the byte stream cannot be resynchronised and STOMP 1.2 §ERROR expects the connection to close.
 */
export class StompParser {
  private readonly maxFrameBytes: number;
  private readonly maxHeaders: number;
  private readonly maxHeaderLineBytes: number;
  private readonly acceptedCommands: ReadonlySet<string>;
  // fatal: headers must be valid UTF-8 (STOMP 1.2 §Value Encoding); ignoreBOM keeps a leading U+FEFF in a value
  // instead of silently dropping it.
  private readonly headerDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

  private state: ParserState = 'between-frames';
  private failureMessage = '';
  private lineParts: Uint8Array[] = [];
  private lineLength = 0;
  private frameBytes = 0;
  private command: StompCommand = CLIENT_COMMANDS.CONNECT;
  private headers: Record<string, string> = StompParser.createHeaderRecord();
  private headerCount = 0;
  private receiptId: string | undefined;
  private bodyParts: Uint8Array[] = [];
  private bodyLength = 0;
  private bodyBytesRemaining = 0;

  constructor(options: StompParserOptions = {}) {
    this.maxFrameBytes = readPositiveIntegerOption(
      options.maxFrameBytes,
      DEFAULT_MAX_FRAME_BYTES,
      'maxFrameBytes',
    );
    this.maxHeaders = readPositiveIntegerOption(options.maxHeaders, DEFAULT_MAX_HEADERS, 'maxHeaders');
    this.maxHeaderLineBytes = readPositiveIntegerOption(
      options.maxHeaderLineBytes,
      DEFAULT_MAX_HEADER_LINE_BYTES,
      'maxHeaderLineBytes',
    );
    this.acceptedCommands = new Set(options.acceptedCommands ?? ALL_COMMANDS);
  }

  /** Decodes one chunk. Chunks may split frames, characters and line endings at any byte. */
  push(chunk: Buffer | Uint8Array | string): ParsedItem[] {
    if (this.state === 'failed') {
      throw new StompProtocolError(this.failureMessage);
    }
    const items: ParsedItem[] = [];
    try {
      this.consume(toBytes(chunk), items);
    } catch (error) {
      const message = error instanceof StompProtocolError ? error.message : 'Internal parser error';
      this.fail(message);
      if (error instanceof StompProtocolError) {
        const receiptId = error.receiptId;
        throw new StompProtocolError(message, {
          ...(receiptId === undefined ? {} : { receiptId }),
          itemsBeforeError: items,
        });
      }
      throw error;
    }
    return items;
  }

  private static createHeaderRecord(): Record<string, string> {
    return Object.create(null) as Record<string, string>;
  }

  private fail(message: string): void {
    this.state = 'failed';
    this.failureMessage = message;
    this.lineParts = [];
    this.bodyParts = [];
  }

  private protocolError(message: string): StompProtocolError {
    return new StompProtocolError(message, this.receiptId === undefined ? {} : { receiptId: this.receiptId });
  }

  private consume(bytes: Uint8Array, items: ParsedItem[]): void {
    let offset = 0;
    while (offset < bytes.byteLength) {
      switch (this.state) {
        case 'between-frames': {
          const byte = bytes[offset];
          // STOMP 1.2 §Heart-beating: a heart-beat is a bare EOL; STOMP 1.2 §Augmented BNF also lets EOLs trail
          // a frame's NUL. Both mean "the peer is alive", so each EOL is reported as one heart-beat.
          if (byte === LINE_FEED) {
            items.push(HEART_BEAT_ITEM);
            offset += 1;
          } else if (byte === CARRIAGE_RETURN) {
            this.state = 'between-frames-after-carriage-return';
            offset += 1;
          } else if (byte === NUL) {
            throw this.protocolError('Unexpected NUL byte between frames');
          } else {
            this.startFrame();
          }
          break;
        }
        case 'between-frames-after-carriage-return': {
          if (bytes[offset] !== LINE_FEED) {
            throw this.protocolError('Carriage return not followed by line feed');
          }
          items.push(HEART_BEAT_ITEM);
          this.state = 'between-frames';
          offset += 1;
          break;
        }
        case 'command':
        case 'headers': {
          const lineEnd = bytes.indexOf(LINE_FEED, offset);
          if (lineEnd === -1) {
            this.bufferPartialLine(bytes.subarray(offset));
            offset = bytes.byteLength;
          } else {
            const line = this.takeLine(bytes.subarray(offset, lineEnd));
            offset = lineEnd + 1;
            if (this.state === 'command') {
              this.readCommandLine(line);
            } else if (line.byteLength === 0) {
              this.startBody();
            } else {
              this.readHeaderLine(line);
            }
          }
          break;
        }
        case 'sized-body': {
          const length = Math.min(this.bodyBytesRemaining, bytes.byteLength - offset);
          this.bodyParts.push(new Uint8Array(bytes.subarray(offset, offset + length)));
          this.bodyLength += length;
          this.bodyBytesRemaining -= length;
          offset += length;
          if (this.bodyBytesRemaining === 0) {
            this.state = 'sized-body-terminator';
          }
          break;
        }
        case 'sized-body-terminator': {
          // STOMP 1.2 §Header content-length: the body is exactly that many bytes and the NUL still follows.
          if (bytes[offset] !== NUL) {
            throw this.protocolError('Frame body is longer than content-length (no NUL after the body)');
          }
          offset += 1;
          items.push(this.finishFrame());
          break;
        }
        case 'terminated-body': {
          // STOMP 1.2 §Body: without content-length the body ends at the first NUL.
          const terminator = bytes.indexOf(NUL, offset);
          const end = terminator === -1 ? bytes.byteLength : terminator;
          this.bodyLength += end - offset;
          if (this.frameBytes + this.bodyLength > this.maxFrameBytes) {
            throw this.protocolError(`Frame exceeds ${this.maxFrameBytes} bytes`);
          }
          this.bodyParts.push(new Uint8Array(bytes.subarray(offset, end)));
          if (terminator === -1) {
            offset = bytes.byteLength;
          } else {
            offset = terminator + 1;
            items.push(this.finishFrame());
          }
          break;
        }
        case 'failed':
          throw this.protocolError(this.failureMessage);
      }
    }
  }

  private startFrame(): void {
    this.state = 'command';
    this.frameBytes = 0;
    this.headers = StompParser.createHeaderRecord();
    this.headerCount = 0;
    this.receiptId = undefined;
    this.bodyParts = [];
    this.bodyLength = 0;
    this.bodyBytesRemaining = 0;
  }

  private lineLimitError(): StompProtocolError {
    const what = this.state === 'command' ? 'Command line' : 'Header line';
    return this.protocolError(`${what} exceeds ${this.maxHeaderLineBytes} bytes`);
  }

  // Limits are checked while a line is still incomplete so that a peer that never sends a line feed cannot make
  // the parser buffer without bound.
  private bufferPartialLine(part: Uint8Array): void {
    this.lineLength += part.byteLength;
    // One byte of slack: the line may still end with CR, which is part of the EOL and not of the line.
    if (this.lineLength > this.maxHeaderLineBytes + 1) {
      throw this.lineLimitError();
    }
    if (this.frameBytes + this.lineLength > this.maxFrameBytes) {
      throw this.protocolError(`Frame exceeds ${this.maxFrameBytes} bytes`);
    }
    this.lineParts.push(new Uint8Array(part));
  }

  private takeLine(lastPart: Uint8Array): Uint8Array {
    const rawLength = this.lineLength + lastPart.byteLength;
    const raw =
      this.lineParts.length === 0 ? lastPart : concatenate([...this.lineParts, lastPart], rawLength);
    this.lineParts = [];
    this.lineLength = 0;
    this.frameBytes += rawLength + 1;
    // STOMP 1.2 §Augmented BNF: EOL is LF or CR LF; a CR anywhere else in a command or header is not allowed.
    const line = raw[raw.byteLength - 1] === CARRIAGE_RETURN ? raw.subarray(0, raw.byteLength - 1) : raw;
    if (line.includes(CARRIAGE_RETURN)) {
      throw this.protocolError('Carriage return inside a line');
    }
    if (line.byteLength > this.maxHeaderLineBytes) {
      throw this.lineLimitError();
    }
    if (this.frameBytes > this.maxFrameBytes) {
      throw this.protocolError(`Frame exceeds ${this.maxFrameBytes} bytes`);
    }
    return line;
  }

  private decodeHeaderBytes(bytes: Uint8Array): string {
    try {
      return this.headerDecoder.decode(bytes);
    } catch {
      throw this.protocolError('Command or header is not valid UTF-8');
    }
  }

  private readCommandLine(line: Uint8Array): void {
    const text = this.decodeHeaderBytes(line);
    if (!this.acceptedCommands.has(text)) {
      throw this.protocolError(`Unknown command ${quoteInput(text)}`);
    }
    this.command = text as StompCommand;
    this.state = 'headers';
  }

  private unescape(text: string): string {
    if (!text.includes('\\')) {
      return text;
    }
    let result = '';
    for (let index = 0; index < text.length; index += 1) {
      const character = text[index];
      if (character !== '\\') {
        result += character;
        continue;
      }
      index += 1;
      const escaped = text[index];
      // STOMP 1.2 §Value Encoding: "Undefined escape sequences such as \t MUST be treated as a fatal protocol error".
      switch (escaped) {
        case '\\':
          result += '\\';
          break;
        case 'n':
          result += '\n';
          break;
        case 'r':
          result += '\r';
          break;
        case 'c':
          result += ':';
          break;
        case undefined:
          throw this.protocolError('Header ends with an incomplete escape sequence');
        default:
          throw this.protocolError(`Invalid escape sequence ${quoteInput(`\\${escaped}`)} in header`);
      }
    }
    return result;
  }

  private readHeaderLine(line: Uint8Array): void {
    this.headerCount += 1;
    if (this.headerCount > this.maxHeaders) {
      throw this.protocolError(`Frame has more than ${this.maxHeaders} headers`);
    }
    const colon = line.indexOf(COLON);
    if (colon === -1) {
      throw this.protocolError('Header line has no colon');
    }
    if (colon === 0) {
      throw this.protocolError('Header name is empty');
    }
    // Splitting the bytes at the first colon is safe for UTF-8 (an ASCII byte never occurs inside a multibyte
    // character). Later colons stay in the value: the grammar forbids them outside CONNECT/CONNECTED, but brokers
    // tolerate them and rejecting a URL in a header would only hurt interoperability.
    const rawName = this.decodeHeaderBytes(line.subarray(0, colon));
    const rawValue = this.decodeHeaderBytes(line.subarray(colon + 1));
    const unescaped = !isUnescapedCommand(this.command);
    const name = unescaped ? this.unescape(rawName) : rawName;
    const value = unescaped ? this.unescape(rawValue) : rawValue;
    // STOMP 1.2 §Repeated Header Entries: only the first occurrence is used. No trimming either: whitespace is
    // part of names and values (STOMP 1.2 §Headers).
    if (!(name in this.headers)) {
      this.headers[name] = value;
      if (name === 'receipt') {
        this.receiptId = value;
      }
    }
  }

  private startBody(): void {
    const contentLength = this.headers['content-length'];
    if (contentLength === undefined) {
      this.state = 'terminated-body';
      return;
    }
    if (!/^[0-9]+$/.test(contentLength)) {
      throw this.protocolError('content-length must be a non-negative integer');
    }
    const length = Number(contentLength);
    // Checked before reading the body so that a huge declared length is refused at once, not after buffering.
    if (this.frameBytes + length > this.maxFrameBytes) {
      throw this.protocolError(`Frame exceeds ${this.maxFrameBytes} bytes`);
    }
    this.bodyBytesRemaining = length;
    this.state = length === 0 ? 'sized-body-terminator' : 'sized-body';
  }

  private finishFrame(): ParsedItem {
    const body = this.bodyLength === 0 ? new Uint8Array(0) : concatenate(this.bodyParts, this.bodyLength);
    const frame: StompFrame = { command: this.command, headers: this.headers, body };
    this.state = 'between-frames';
    this.headers = StompParser.createHeaderRecord();
    this.bodyParts = [];
    this.bodyLength = 0;
    this.receiptId = undefined;
    return { type: 'frame', frame };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Heart-beating
// ---------------------------------------------------------------------------------------------------------------

export type ServerHeartBeat = {
  /** Smallest interval at which the server can send heart-beats (sx); 0 = cannot send. */
  sendMs: number;
  /** Interval at which the server wants to receive heart-beats (sy); 0 = does not want any. */
  receiveMs: number;
};

export type NegotiatedHeartBeat = {
  /** The server must send something (a frame or an EOL) at least this often; 0 = never. */
  sendEveryMs: number;
  /** The server should expect something from the client this often; 0 = do not check. */
  expectEveryMs: number;
};

// Node turns a timer delay above 2^31 - 1 ms into 1 ms, so a client asking for a huge interval would otherwise get
// a heart-beat flood instead of (almost) none.
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

function negotiateDirection(senderMs: number, receiverMs: number): number {
  if (senderMs === 0 || receiverMs === 0) {
    return 0;
  }
  return Math.min(Math.max(senderMs, receiverMs), MAX_TIMER_DELAY_MS);
}

/**
 * STOMP 1.2 §Heart-beating. The client's `heart-beat: cx,cy` means "I can send every cx ms, I want to receive every
 * cy ms"; 0 means "cannot"/"do not want". Each direction is active only when both ends agree (both non-zero), and
 * then uses the slower of the two intervals (capped at 2^31 - 1 ms, the longest Node timer). A missing header
 * means `0,0`. A malformed header throws, so the
 * gateway can answer with an ERROR frame.
 */
export function negotiateHeartBeat(
  clientHeader: string | undefined,
  server: ServerHeartBeat,
): NegotiatedHeartBeat {
  let clientSendMs = 0;
  let clientReceiveMs = 0;
  if (clientHeader !== undefined) {
    const match = /^ *([0-9]+) *, *([0-9]+) *$/.exec(clientHeader);
    if (match?.[1] === undefined || match[2] === undefined) {
      throw new StompProtocolError('heart-beat must be two non-negative integers separated by a comma');
    }
    clientSendMs = Number(match[1]);
    clientReceiveMs = Number(match[2]);
  }
  return {
    sendEveryMs: negotiateDirection(server.sendMs, clientReceiveMs),
    expectEveryMs: negotiateDirection(server.receiveMs, clientSendMs),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Server frame helpers
// ---------------------------------------------------------------------------------------------------------------

const JSON_CONTENT_TYPE = 'application/json;charset=utf-8';
const TEXT_CONTENT_TYPE = 'text/plain;charset=utf-8';
// TextEncoder rather than Buffer.from: it returns an exactly sized Uint8Array that owns its memory.
const bodyEncoder = new TextEncoder();

/**
 * CONNECTED for a STOMP 1.2 session (STOMP 1.2 §Connected Frame). The `heart-beat` header carries the negotiated
 * intervals rather than the server's raw capabilities: the client applies the same max() rule to them and ends up
 * with exactly the intervals the server uses.
 */
export function connectedFrame(options: {
  heartBeat: NegotiatedHeartBeat;
  session?: string;
  server?: string;
}): StompFrame {
  const headers: Record<string, string> = {
    version: '1.2',
    'heart-beat': `${options.heartBeat.sendEveryMs},${options.heartBeat.expectEveryMs}`,
  };
  if (options.session !== undefined) {
    headers.session = options.session;
  }
  if (options.server !== undefined) {
    headers.server = options.server;
  }
  return { command: SERVER_COMMANDS.CONNECTED, headers, body: EMPTY_BODY };
}

/**
 * ERROR (STOMP 1.2 §ERROR): a short `message` header, optional plain-text details in the body, and `receipt-id`
 * when the failing frame asked for a receipt. The server must close the connection after sending it.
 */
export function errorFrame(message: string, details?: string, receiptId?: string): StompFrame {
  const headers: Record<string, string> = { message };
  if (receiptId !== undefined) {
    headers['receipt-id'] = receiptId;
  }
  if (details === undefined || details.length === 0) {
    return { command: SERVER_COMMANDS.ERROR, headers, body: EMPTY_BODY };
  }
  headers['content-type'] = TEXT_CONTENT_TYPE;
  return { command: SERVER_COMMANDS.ERROR, headers, body: bodyEncoder.encode(details) };
}

/** RECEIPT answering a client frame's `receipt` header (STOMP 1.2 §RECEIPT). */
export function receiptFrame(receiptId: string): StompFrame {
  return { command: SERVER_COMMANDS.RECEIPT, headers: { 'receipt-id': receiptId }, body: EMPTY_BODY };
}

export type JsonBody = { readonly [key: string]: unknown } | readonly unknown[];

/**
 * MESSAGE for a subscription (STOMP 1.2 §MESSAGE: destination, message-id and subscription are mandatory). An object
 * or array body is sent as JSON (`application/json;charset=utf-8`); a string body is sent verbatim as
 * `text/plain;charset=utf-8` unless `contentType` says otherwise (e.g. a string that is already JSON). `ack` is
 * required by the specification for subscriptions with `client` or `client-individual` acknowledgement.
 */
export function messageFrame(options: {
  destination: string;
  subscription: string;
  messageId: string;
  body: string | JsonBody;
  contentType?: string;
  ack?: string;
}): StompFrame {
  const isText = typeof options.body === 'string';
  const text = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    destination: options.destination,
    subscription: options.subscription,
    'message-id': options.messageId,
    'content-type': options.contentType ?? (isText ? TEXT_CONTENT_TYPE : JSON_CONTENT_TYPE),
  };
  if (options.ack !== undefined) {
    headers.ack = options.ack;
  }
  return { command: SERVER_COMMANDS.MESSAGE, headers, body: bodyEncoder.encode(text) };
}
