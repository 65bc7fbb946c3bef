/**
 * The order benches' load: one keep-alive socket per simulated client, each request written as bytes made once
 * per URL, each answer read up to its Content-Length and nothing more parsed (the body only when it is not a 200,
 * for the failure's message). The benches run the load on the same two cores as the server and PostgreSQL they
 * measure, so what the load itself costs is taken from them: Node's http client (a request object, its headers,
 * its events, the body's chunks joined and decoded per answer) cost 0.23–0.29 ms of CPU per request at 50
 * connections, this 0.09–0.11 ms (docs/performance.md, session 15). The server sees the same requests.
 */
import net from 'node:net';

export interface LoadAnswer {
  readonly status: number;
  /** The body, read only when the status is not 200. */
  readonly body: string;
}

const HEADER_END = Buffer.from('\r\n\r\n');

export class LoadConnection {
  private readonly socket: net.Socket;
  private readonly requests = new Map<string, Buffer>();
  private chunks: Buffer[] = [];
  private received = 0;
  /** Where the body starts and ends in the answer's bytes; -1 while the headers are still arriving. */
  private bodyStart = -1;
  private answerEnd = -1;
  private status = 0;
  private pending: { resolve(answer: LoadAnswer): void; reject(error: Error): void } | undefined;
  private failure: Error | undefined;

  constructor(
    private readonly port: number,
    private readonly token: string,
  ) {
    this.socket = net.connect({ host: '127.0.0.1', port });
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('the server closed the connection')));
  }

  /** GET `urlPath` with the bearer token; one request at a time per connection. */
  get(urlPath: string): Promise<LoadAnswer> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.pending) return Promise.reject(new Error('one request at a time on a load connection'));
    let bytes = this.requests.get(urlPath);
    if (!bytes) {
      bytes = Buffer.from(
        `GET ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1:${this.port}\r\nAuthorization: Bearer ${this.token}\r\n\r\n`,
        'latin1',
      );
      this.requests.set(urlPath, bytes);
    }
    return new Promise<LoadAnswer>((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(bytes);
    });
  }

  close(): void {
    this.failure ??= new Error('closed');
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.received += chunk.length;
    if (this.bodyStart === -1) {
      const head = this.chunks.length === 1 ? chunk : Buffer.concat(this.chunks);
      this.chunks = [head];
      const headerEnd = head.indexOf(HEADER_END);
      if (headerEnd === -1) return;
      const headers = head.toString('latin1', 0, headerEnd);
      // 'HTTP/1.1 200 OK': the status is the three digits after the version.
      this.status = Number(headers.slice(9, 12));
      const length = /\r\ncontent-length: *(\d+)/i.exec(headers)?.[1];
      if (length === undefined) {
        this.fail(new Error(`an answer without Content-Length: ${headers.slice(0, 200)}`));
        return;
      }
      this.bodyStart = headerEnd + HEADER_END.length;
      this.answerEnd = this.bodyStart + Number(length);
    }
    if (this.received < this.answerEnd) return;
    if (this.received > this.answerEnd) {
      this.fail(new Error('more bytes than the answer announced'));
      return;
    }
    const answer = {
      status: this.status,
      body:
        this.status === 200
          ? ''
          : Buffer.concat(this.chunks).toString('utf8', this.bodyStart, this.answerEnd),
    };
    this.chunks = [];
    this.received = 0;
    this.bodyStart = -1;
    this.answerEnd = -1;
    const pending = this.pending;
    this.pending = undefined;
    pending?.resolve(answer);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(error);
  }
}
