import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser fetches. Source maps are left out: only developer tools ask for them. */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below about one packet, compressing saves nothing worth a second file. */
const MIN_BYTES = 1024;

export interface PrecompressedFile {
  readonly file: string;
  readonly bytes: number;
  readonly brotliBytes: number;
  readonly gzipBytes: number;
}

/**
 * Writes `<file>.br` (brotli, highest quality) and `<file>.gz` (gzip level 9) beside every compressible file of a
 * build, so the server sends compressed bytes without compressing per request (issue 11 §7). A twin that would
 * not be smaller is not written; the server then sends the plain file.
 */
export async function precompressDirectory(directory: string): Promise<PrecompressedFile[]> {
  const entries = await fs.readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const results = await Promise.all(
    files.map(async (file): Promise<PrecompressedFile | null> => {
      const content = await fs.readFile(file);
      if (content.length < MIN_BYTES) return null;
      const [brotli, gzipped] = await Promise.all([
        brotliCompress(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      const isBrotliSmaller = brotli.length < content.length;
      const isGzipSmaller = gzipped.length < content.length;
      await Promise.all([
        isBrotliSmaller ? fs.writeFile(`${file}.br`, brotli) : undefined,
        isGzipSmaller ? fs.writeFile(`${file}.gz`, gzipped) : undefined,
      ]);
      return {
        file: path.relative(directory, file),
        bytes: content.length,
        brotliBytes: isBrotliSmaller ? brotli.length : content.length,
        gzipBytes: isGzipSmaller ? gzipped.length : content.length,
      };
    }),
  );
  return results.filter((result): result is PrecompressedFile => result !== null);
}

/** Runs once the whole build, public files included, is on disk. */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(resolvedConfig) {
      config = resolvedConfig;
    },
    async closeBundle() {
      if (!config || config.build.write === false) return;
      const outDirectory = path.resolve(config.root, config.build.outDir);
      const files = await precompressDirectory(outDirectory);
      const total = (field: 'bytes' | 'brotliBytes' | 'gzipBytes') =>
        Math.round(files.reduce((sum, file) => sum + file[field], 0) / 1000);
      config.logger.info(
        `precompressed ${files.length} files: ${total('bytes')} kB → brotli ${total('brotliBytes')} kB, gzip ${total('gzipBytes')} kB`,
      );
    },
  };
}
