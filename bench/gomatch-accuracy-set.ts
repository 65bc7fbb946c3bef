/**
 * A GoMatch accuracy set (bench/gomatch-accuracy/lines.tsv by default; its source: the README beside it): one expected
 * product (Latin name and cultivar of the demo catalog), size name and quantity per line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ExpectedLine {
  line: string;
  latinName: string;
  cultivar: string | null;
  size: string | null;
  quantity: number | null;
}

/**
 * The set's directory: `--set <dir>` on the command line or `GOMATCH_ACCURACY_SET`, relative to bench/ or
 * absolute (`--set gomatch-accuracy-independent`, issue 36); the first set, gomatch-accuracy/, by default.
 */
export function accuracySetDirectory(argv: readonly string[] = process.argv): string {
  const argument = argv.indexOf('--set');
  const named = (argument > 0 ? argv[argument + 1] : undefined) ?? process.env.GOMATCH_ACCURACY_SET;
  return path.resolve(here, named || 'gomatch-accuracy');
}

export function readAccuracySet(directory: string = accuracySetDirectory()): ExpectedLine[] {
  const [header, ...rows] = fs
    .readFileSync(path.join(directory, 'lines.tsv'), 'utf8')
    .split('\n')
    .filter((row) => row.length > 0);
  if (header !== 'line\tlatin_name\tcultivar\tsize\tquantity')
    throw new Error('lines.tsv: unexpected header');
  return rows.map((row) => {
    const [line = '', latinName = '', cultivar = '', size = '', quantity = ''] = row.split('\t');
    return {
      line,
      latinName,
      cultivar: cultivar || null,
      size: size || null,
      quantity: quantity ? Number(quantity) : null,
    };
  });
}
