import { describe, expect, it } from 'vitest';
import { normaliseLineForLearning, parseQuantity, readCsvLines, readDetailsLines } from './line-reader';

describe('parseQuantity', () => {
  it.each([
    ["25 Acer rubrum 'Oct Glory' 50mm cal WB", 25, "Acer rubrum 'Oct Glory' 50mm cal WB"],
    ["Thuja occ. Smaragd 5' B&B x120", 120, "Thuja occ. Smaragd 5' B&B"],
    ['Hydrangea Limelight #5 120 ea', 120, 'Hydrangea Limelight #5'],
    ['(12) Picea glauca Conica #3', 12, 'Picea glauca Conica #3'],
    ['Spiraea Goldflame #2 qty: 40', 40, 'Spiraea Goldflame #2'],
    ['Érable rouge 60mm qté 8', 8, 'Érable rouge 60mm'],
    ['1,200 Hemerocallis Stella de Oro 1 gal', 1200, 'Hemerocallis Stella de Oro 1 gal'],
  ])('reads %s', (line, quantity, rest) => {
    expect(parseQuantity(line)).toEqual({ quantity, rest });
  });

  it('reads a leading size as a size, not a count', () => {
    expect(parseQuantity('5 gal Thuja Smaragd')).toEqual({ quantity: null, rest: '5 gal Thuja Smaragd' });
    expect(parseQuantity("6' Thuja Smaragd B&B").quantity).toBeNull();
    expect(parseQuantity('50mm Acer rubrum').quantity).toBeNull();
  });
});

describe('normaliseLineForLearning', () => {
  it('gives the same key whatever the quantity, case, accents and punctuation', () => {
    expect(normaliseLineForLearning("25 Thuja occ. Smaragd 5' B&B")).toBe(
      normaliseLineForLearning("THUJA OCC SMARAGD 5' B&B x 10"),
    );
    expect(normaliseLineForLearning('Érable rouge 60mm')).toBe(normaliseLineForLearning('erable ROUGE 60mm'));
  });
});

describe('readDetailsLines', () => {
  it('keeps plant lines with their line numbers and drops blanks, rules and headers', () => {
    const read = readDetailsLines('Qty  Description  Size\n-----\n\n25 Acer rubrum\n🌲🌲\n10 Thuja', 100);
    expect(read.lines.map((line) => [line.text, line.source.line])).toEqual([
      ['25 Acer rubrum', 4],
      ['10 Thuja', 6],
    ]);
  });

  it('stops at the limit and counts what it left', () => {
    const read = readDetailsLines(Array.from({ length: 10 }, (_, i) => `${i + 1} Acer`).join('\n'), 4);
    expect(read.lines).toHaveLength(4);
    expect(read.skipped).toBe(6);
  });
});

describe('readCsvLines', () => {
  it('finds the quantity, name, size and note columns by their header words (EN or FR)', () => {
    const csv =
      'Nom botanique;Format;Qté;Remarques\n"Acer rubrum ""October Glory""";50mm cal;12;WB\nThuja Smaragd;B&B 150-175cm;1,200;\n';
    const read = readCsvLines(csv, 'file-1', 100);
    expect(read.lines.map((line) => [line.text, line.quantity, line.source.line])).toEqual([
      ['Acer rubrum "October Glory" 50mm cal WB', 12, 2],
      ['Thuja Smaragd B&B 150-175cm', 1200, 3],
    ]);
    expect(read.lines[0]?.source).toEqual({ kind: 'attachment', fileId: 'file-1', line: 2 });
  });

  it('finds the header below a title and the job details, and leaves those rows out', () => {
    const csv =
      'Soumission,,\nProjet: Parc Jarry,,\n\nItem,Botanical name,Size,Qty\n1,Acer rubrum Red Sunset,60mm cal,12\n';
    const read = readCsvLines(csv, 'f', 10);
    expect(read.lines.map((line) => [line.text, line.quantity, line.source.line])).toEqual([
      ['Acer rubrum Red Sunset 60mm cal', 12, 5],
    ]);
  });

  it('joins the cells of a list without a header', () => {
    const read = readCsvLines('25,Acer rubrum,50mm\n', 'f', 10);
    expect(read.lines.map((line) => line.text)).toEqual(['25 Acer rubrum 50mm']);
  });
});
