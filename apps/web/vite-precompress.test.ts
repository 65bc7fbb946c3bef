import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './vite-precompress';

let directory: string;

beforeEach(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-precompress-'));
});
afterEach(() => {
  fs.rmSync(directory, { recursive: true, force: true });
});

function write(relativePath: string, content: string | Buffer): string {
  const file = path.join(directory, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return file;
}

describe('precompressDirectory', () => {
  it('writes brotli and gzip twins that decode to the original, in nested folders too', async () => {
    const script = `export const words = ${JSON.stringify('quote order delivery '.repeat(300))};`;
    const file = write('assets/index-Bx7Qa1Zr.js', script);
    const html = write('index.html', `<!doctype html>${'<p>Management Portal</p>'.repeat(100)}`);
    const results = await precompressDirectory(directory);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(fs.existsSync(`${html}.br`) && fs.existsSync(`${html}.gz`)).toBe(true);
    const scriptResult = results.find((result) => result.file === path.join('assets', 'index-Bx7Qa1Zr.js'));
    expect(scriptResult?.bytes).toBe(Buffer.byteLength(script));
    expect(scriptResult?.brotliBytes).toBeLessThan(scriptResult?.gzipBytes ?? 0);
  });

  it('leaves out source maps, binary files and files too small to gain anything', async () => {
    write('assets/index-Bx7Qa1Zr.js.map', JSON.stringify({ mappings: 'AAAA;'.repeat(1000) }));
    write('assets/InterVariable-CWi-zmRD.woff2', Buffer.alloc(4096, 7));
    write('assets/tiny-Aa1Bb2Cc.css', '.a{color:red}');
    expect(await precompressDirectory(directory)).toEqual([]);
    expect(fs.readdirSync(path.join(directory, 'assets')).sort()).toEqual([
      'InterVariable-CWi-zmRD.woff2',
      'index-Bx7Qa1Zr.js.map',
      'tiny-Aa1Bb2Cc.css',
    ]);
  });

  it('writes no twin that would not be smaller than the file itself', async () => {
    // Random bytes do not compress: each twin would only add its own framing.
    const noise = crypto.randomBytes(8192);
    const file = write('assets/noise-Zz9Yy8Xx.txt', noise);
    const [result] = await precompressDirectory(directory);
    expect(fs.existsSync(`${file}.br`)).toBe(false);
    expect(fs.existsSync(`${file}.gz`)).toBe(false);
    expect(result).toEqual({
      file: path.join('assets', 'noise-Zz9Yy8Xx.txt'),
      bytes: noise.length,
      brotliBytes: noise.length,
      gzipBytes: noise.length,
    });
  });
});
