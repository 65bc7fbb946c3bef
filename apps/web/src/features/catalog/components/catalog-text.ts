import { ProductSizeValueType } from '@portal/contracts';

// The common name in the interface's language lives with the other label helpers.
export { localizedName } from '../../../lib/i18n-labels';

/** Numbers as nurseries write them: no trailing zeros ('3', '1.5'). */
function formatNumber(value: number): string {
  return String(Number(value.toFixed(3)));
}

export interface SizeValueParts {
  readonly valueTypeId: number;
  readonly value: number | null;
  readonly minValue: number | null;
  readonly maxValue: number | null;
  readonly unitSymbol: string | null;
}

/** A size's measure for the table: '3 gal', '150–175 cm'; empty for a spec without a value ('multi-stem'). */
export function formatSizeValue(size: SizeValueParts): string {
  const unit = size.unitSymbol ? ` ${size.unitSymbol}` : '';
  if (size.valueTypeId === ProductSizeValueType.ids.RANGE) {
    if (size.minValue === null || size.maxValue === null) return '';
    return `${formatNumber(size.minValue)}–${formatNumber(size.maxValue)}${unit}`;
  }
  return size.value === null ? '' : `${formatNumber(size.value)}${unit}`;
}
