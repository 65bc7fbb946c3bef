/**
 * The GoMatch accuracy set (bench/gomatch-accuracy/lines.tsv; its source: the README beside it): one expected
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

export function readAccuracySet(): ExpectedLine[] {
  const [header, ...rows] = fs
    .readFileSync(path.join(here, 'gomatch-accuracy/lines.tsv'), 'utf8')
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
