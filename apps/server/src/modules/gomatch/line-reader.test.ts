import { describe, expect, it } from 'vitest';
import { normaliseLineForLearning, parseQuantity, readCsvLines, readDetailsLines } from './line-reader';

describe('parseQuantity', () => {
  it.each([
    ["25 Acer rubrum 'Oct Glory' 50mm cal WB", 25, "Acer rubrum 'Oct Glory' 50mm cal WB"],
    ["Thuja occ. Smaragd 5' B&B x120", 120, "Thuja occ. Smaragd 5' B&B"],
    ['(12) Picea glauca Conica #3', 12, 'Picea glauca Conica #3'],
    ['Spiraea Goldflame #2 qty: 40', 40, 'Spiraea Goldflame #2'],
    ['Érable rouge 60mm qté 8', 8, 'Érable rouge 60mm'],
    ['1,200 Hemerocallis Stella de Oro 1 gal', 1200, 'Hemerocallis Stella de Oro 1 gal'],
  ])('reads %s', (line, quantity, rest) => {
    expect(parseQuantity(line)).toEqual({ quantity, rest });
  });

  // Issue 36 round 2: a count after a dash or a comma at the end, trays after the size, a column gap.
  it.each([
    ['Hemerocallis fulva #2 - 48', 48, 'Hemerocallis fulva #2'],
    ['Spirea japonica Gold Flame #3, 20', 20, 'Spirea japonica Gold Flame #3'],
    ['Acer rubrum Franksred 60mm cal - 8', 8, 'Acer rubrum Franksred 60mm cal'],
    ["weeping Norway spruce 6', 2", 2, "weeping Norway spruce 6'"],
    ['Betula nigra 50mm cal multi-stem, 4', 4, 'Betula nigra 50mm cal multi-stem'],
    ['Tilia cordata 60mm cal   9', 9, 'Tilia cordata 60mm cal'],
    ['Echinacea purpurea 72 cell x 5 trays', 5, 'Echinacea purpurea 72 cell'],
    ["Lav. ang. 'Hidcote' 72-cell, 4 flats", 4, "Lav. ang. 'Hidcote' 72-cell"],
    [
      "Calamagrostis 'Karl Foerster' 50-cell plugs - 6 trays",
      6,
      "Calamagrostis 'Karl Foerster' 50-cell plugs",
    ],
    ['500 Galanthus nivalis 5/6', 500, 'Galanthus nivalis 5/6'],
  ])('reads %s', (line, quantity, rest) => {
    expect(parseQuantity(line)).toEqual({ quantity, rest });
  });

  it('says when the count is by the piece', () => {
    expect(parseQuantity('Hydrangea Limelight #5 120 ea')).toEqual({
      quantity: 120,
      rest: 'Hydrangea Limelight #5',
      byThePiece: true,
    });
    expect(parseQuantity('40 pc wall cap')).toEqual({ quantity: 40, rest: 'wall cap', byThePiece: true });
  });

  it('reads no count in a range, a tray size or a grade at the end', () => {
    expect(parseQuantity('Picea abies 150 - 175').quantity).toBeNull();
    expect(parseQuantity('Hyacinthus orientalis Jan Bos 14-16').quantity).toBeNull();
    expect(parseQuantity('Sedum acre 10x20 tray').quantity).toBeNull();
    expect(parseQuantity('Acer campestre 2 - 2.5').quantity).toBeNull();
    expect(parseQuantity('3 gal. Thuja')).toEqual({ quantity: null, rest: '3 gal. Thuja' });
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
