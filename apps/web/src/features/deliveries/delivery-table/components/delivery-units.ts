import { convertMetres, type OrderDeliveryRow } from '@portal/contracts';
import type { Formatters } from '../../../../lib/i18n-format';

/** A word of the deliveries' strings with its values (`deliveryTable.*`). */
export type DeliveryWords = (key: string, values?: Record<string, unknown>) => string;

/**
 * spec 000 §9's units for a delivery's row: distance in km, or in miles when its drop-offs are in the US (the row
 * names the unit, decision 207), each rounded to a whole number; the fill rate as a rounded percentage; the weight
 * rounded, in lb; the truck length in feet with an apostrophe. Null until known: the caller shows its empty mark.
 */
export function deliveryUnits(format: Formatters, words: DeliveryWords) {
  return {
    distance: (row: Pick<OrderDeliveryRow, 'distance' | 'distanceUnit'>): string | null =>
      row.distance === null
        ? null
        : `${format.integer(convertMetres(row.distance, row.distanceUnit))} ${row.distanceUnit}`,
    fillRate: (fillRate: number | null): string | null =>
      fillRate === null ? null : words('fillRateValue', { rate: format.integer(Math.round(fillRate * 100)) }),
    weight: (weight: number | null): string | null =>
      weight === null ? null : words('weightValue', { weight: format.integer(Math.round(weight)) }),
    truckLength: (feet: number | null): string | null =>
      feet === null ? null : words('truckLengthValue', { feet: format.integer(feet) }),
  };
}

/** The distinct texts of a list, in their first order ('Acme, Bolt'). */
export function distinctJoined(texts: readonly string[]): string {
  return [...new Set(texts.filter((text) => text.trim() !== ''))].join(', ');
}
