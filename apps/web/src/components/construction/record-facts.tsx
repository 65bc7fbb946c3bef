import type { ReactNode } from 'react';

export interface RecordFactsProps {
  /** The list's accessible name ('Quote details'). */
  readonly label: string;
  /** Each fact's term and value, in reading order; a term names one fact. */
  readonly facts: ReadonlyArray<readonly [string, ReactNode]>;
}

/**
 * A construction workspace's header (the quote's facts, the order's): each fact's term above its value, the
 * facts wrapping across the width, named as one list for assistive technology.
 */
export function RecordFacts({ label, facts }: RecordFactsProps) {
  return (
    <dl className="construction-kit__facts" aria-label={label}>
      {facts.map(([term, value]) => (
        <div key={term} className="construction-kit__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
