/**
 * How a SpreadsheetML cell's stored value reads as the text a buyer sees in Excel (decision 216's reader,
 * `xlsx-reader.ts`): numbers to 15 significant digits as Excel shows them, date-formatted serials as dates,
 * booleans as TRUE / FALSE, and the format's escaped characters (`_x000D_`) decoded.
 */

/** The built-in number formats (ECMA-376 §18.8.30) that show a date, a time or both. */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36,
]);
for (const id of [45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]) BUILT_IN_DATE_FORMATS.add(id);

/**
 * Whether a number format shows its number as a date or time: a built-in date format, or a custom code with a day,
 * month, year, hour or second outside its quoted text, escaped characters and bracketed colours or conditions
 * (elapsed-time codes such as `[h]:mm` count as time).
 */
export function isDateFormat(numFmtId: number, formatCode: string | undefined): boolean {
  if (BUILT_IN_DATE_FORMATS.has(numFmtId)) return true;
  if (formatCode === undefined) return false;
  const section = formatCode.split(';')[0] ?? '';
  const bare = section
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/_./g, '')
    .replace(/\*./g, '')
    .replace(/\[(?![hms]+\])[^\]]*\]/gi, '');
  if (/^general$/i.test(bare.trim())) return false;
  return /[dmyhs]/i.test(bare);
}

const MS_PER_DAY = 86_400_000;
/** Day 0 of the 1900 date system as Excel counts it (1899-12-30, through its 1900 leap-year quirk). */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

const pad = (value: number) => String(value).padStart(2, '0');

/** A date serial as 'YYYY-MM-DD', a time of day as 'HH:MM' (':SS' when it has seconds), or both. */
export function serialDateText(serial: number, date1904: boolean): string {
  // Rounded to the second: serials carry floating-point noise (0.5 of a day stored as 0.49999999999).
  const ms = Math.round(serial * 86_400) * 1000;
  const moment = new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + ms);
  const seconds = (((ms % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY) / 1000;
  const time =
    seconds === 0
      ? ''
      : `${pad(moment.getUTCHours())}:${pad(moment.getUTCMinutes())}${seconds % 60 === 0 ? '' : `:${pad(moment.getUTCSeconds())}`}`;
  if (Math.abs(serial) < 1 && time !== '') return time;
  const date = `${moment.getUTCFullYear()}-${pad(moment.getUTCMonth() + 1)}-${pad(moment.getUTCDate())}`;
  return time === '' ? date : `${date} ${time}`;
}

/** A stored number as Excel shows it in a General cell: at most 15 significant digits, no floating-point noise. */
export function numberText(stored: string): string {
  const value = Number(stored);
  if (!Number.isFinite(value)) return stored.trim();
  return String(Number(value.toPrecision(15)));
}

/** SpreadsheetML's escaped characters in strings (`_x000D_` is a carriage return; `_x005F_` escapes '_'). */
export function unescapeSpreadsheetText(text: string): string {
  return text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;
}

/** What a cell of type `t` with stored value `v` shows (ECMA-376 §18.18.11 cell types). */
export interface CellValue {
  /** The cell's `t`: s (shared string), inlineStr, str (formula text), b, e, d, n or absent (number). */
  readonly type: string | undefined;
  /** Its `<v>`: a shared string's index, a number, a boolean 0/1, an error code or an ISO date. */
  readonly stored: string;
  /** Its inline string's text (`<is>`), when the type is inlineStr. */
  readonly inline: string;
}

export interface CellReading {
  readonly sharedStrings: readonly string[];
  /** Whether each cell style (`s`, the index into cellXfs) shows its number as a date. */
  readonly dateStyles: readonly boolean[];
  readonly date1904: boolean;
}

export function cellText(cell: CellValue, style: number, reading: CellReading): string {
  switch (cell.type) {
    case 's':
      return reading.sharedStrings[Number(cell.stored)] ?? '';
    case 'inlineStr':
      return unescapeSpreadsheetText(cell.inline);
    case 'str':
    case 'e':
      return unescapeSpreadsheetText(cell.stored);
    case 'b':
      return cell.stored.trim() === '1' || cell.stored.trim() === 'true' ? 'TRUE' : 'FALSE';
    case 'd':
      return cell.stored.trim().replace(/T00:00:00(?:\.0+)?Z?$/, '');
    case undefined:
    default: {
      if (cell.stored.trim() === '') return '';
      const serial = Number(cell.stored);
      if (reading.dateStyles[style] && Number.isFinite(serial))
        return serialDateText(serial, reading.date1904);
      return numberText(cell.stored);
    }
  }
}
