import { transportSplitNote, type FormatLanguage, type TransportCostSplit } from '@portal/contracts';
import { useFormat } from '../../lib/i18n-format';

/** A saved transport cost as the notes read it: its seller and, when phasing shared it, its split. */
export interface SplitTransportCost {
  readonly sellerCompanyName: string;
  readonly split: TransportCostSplit | null;
}

/** Dollars as the notes write them: '$450.00' in English, '450,00 $' in French. */
export function dollarsIn(language: FormatLanguage, amount: string): string {
  return language === 'fr' ? `${amount} $` : `$${amount}`;
}

/**
 * The transport costs phasing split between phases, said under the transport panel (decision 202): '$450.00,
 * split: $418.36 on this order, $31.64 on P2', per seller. As saved: the split is the server's rows, so the shares
 * add up to the cent. Nothing when no cost is split.
 */
export interface TransportSplitNotesProps {
  /** The list's accessible name, in the workspace's words. */
  readonly label: string;
  readonly costs: readonly SplitTransportCost[];
}

export function TransportSplitNotes({ label, costs }: TransportSplitNotesProps) {
  const format = useFormat();
  const split = costs.flatMap((cost) => (cost.split ? [{ ...cost, split: cost.split }] : []));
  if (split.length === 0) return null;
  return (
    <ul className="construction-kit__notes" aria-label={label}>
      {split.map((cost) => (
        <li key={cost.sellerCompanyName} className="construction-kit__hint">
          {`${cost.sellerCompanyName}: ${transportSplitNote(cost.split, format.language, (dollars) =>
            dollarsIn(format.language, format.money(dollars)),
          )}`}
        </li>
      ))}
    </ul>
  );
}
