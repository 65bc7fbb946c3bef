import { MAX_SPECS_PER_PRODUCT_ITEM } from '@portal/contracts';

export interface SpecChoice {
  readonly id: number;
  readonly name: string;
}

export type SpecSelectionResult =
  | { readonly accepted: true; readonly specs: readonly SpecChoice[] }
  | { readonly accepted: false; readonly specs: readonly SpecChoice[] };

/**
 * The specs picker's next selection (spec 001 §5: at most 10 specs per product item). A pick past the limit is
 * refused and the selection kept as it was, so the screen can say 'Cannot add more specs' (spec 001 §8); a spec
 * already chosen is not added twice; removing is always allowed.
 */
export function nextSpecSelection(
  current: readonly SpecChoice[],
  proposed: readonly SpecChoice[],
): SpecSelectionResult {
  const unique: SpecChoice[] = [];
  for (const spec of proposed) {
    if (!unique.some((chosen) => chosen.id === spec.id)) unique.push(spec);
  }
  if (unique.length > MAX_SPECS_PER_PRODUCT_ITEM && unique.length > current.length) {
    return { accepted: false, specs: current };
  }
  return { accepted: true, specs: unique };
}
