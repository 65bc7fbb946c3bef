import {
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { MatchCandidate, MatchInfo, QuoteMatchedItem } from '@portal/contracts';
import {
  GRID_POPUP_ATTRIBUTE,
  type GridEditor,
  type GridEditorProps,
  type PickedRecord,
} from '../../../../components/grid';
import { iconClass, Tag, type TagSeverity } from '../../../../components/ui';
import type { StandardizationRow } from '../standardization-rows';

/** The engine's confidence as a colour (issue 13): sure, to check, not found, not run yet. */
const STATE_SEVERITY: Readonly<Record<MatchInfo['state'], TagSeverity>> = {
  MATCHED: 'success',
  LEARNED: 'success',
  AMBIGUOUS: 'warning',
  NOT_FOUND: 'danger',
  NEW: 'secondary',
};

const percentOf = (confidence: number) => Math.round(confidence * 100);

/** One alternative the engine offered: which field it sets and the record. */
export interface AlternativeChoice {
  readonly field: 'product' | 'size';
  readonly record: PickedRecord;
  readonly label: string;
}

/** The top-3 products, then the top-3 sizes, as choices with their confidence in the label. */
export function useAlternativeChoices() {
  const { t } = useTranslation();
  return (matched: QuoteMatchedItem | null): AlternativeChoice[] => {
    if (!matched) return [];
    const choice =
      (field: AlternativeChoice['field']) =>
      (candidate: MatchCandidate): AlternativeChoice => ({
        field,
        record: { id: candidate.id, name: candidate.label },
        label: t('standardization.alternative', {
          label: candidate.label,
          percent: percentOf(candidate.confidence),
        }),
      });
    return [
      ...matched.nameAlternatives.map(choice('product')),
      ...matched.sizeAlternatives.map(choice('size')),
    ];
  };
}

export interface MatchSummaryProps {
  readonly row: StandardizationRow;
  /** Opens the line's alternatives beside the button (one click away, issue 13). */
  readonly onOpenAlternatives: (row: StandardizationRow, event: MouseEvent) => void;
  /** The line's number, for the button's name. */
  readonly lineNumber: number;
}

/**
 * The engine's answer on a line: the product match's state and confidence as a coloured tag (its reason as the
 * tag's title), and the button opening the top-3.
 */
export function MatchSummary({ row, onOpenAlternatives, lineNumber }: MatchSummaryProps) {
  const { t } = useTranslation();
  const matched = row.matched;
  if (!matched) return null;
  const info = matched.nameMatchInfo;
  const hasAlternatives = matched.nameAlternatives.length + matched.sizeAlternatives.length > 0;
  return (
    <span className="match-summary" title={info.reason || undefined}>
      <Tag
        value={t('standardization.matchChip', {
          state: t(`standardization.state${info.state}`),
          percent: percentOf(info.confidence),
        })}
        severity={STATE_SEVERITY[info.state]}
      />
      {hasAlternatives ? (
        <button
          type="button"
          // Inside a grid cell: the cell takes the focus, Enter on it opens the same choices as a list.
          tabIndex={-1}
          className="match-summary__button"
          aria-label={t('standardization.alternatives', { number: lineNumber })}
          onClick={(event) => onOpenAlternatives(row, event)}
        >
          <i className={iconClass('choose')} aria-hidden="true" />
        </button>
      ) : null}
    </span>
  );
}

interface AlternativesListProps extends GridEditorProps<StandardizationRow, QuoteMatchedItem | null> {
  readonly choices: readonly AlternativeChoice[];
  readonly onChoose: (row: StandardizationRow, choice: AlternativeChoice) => void;
  readonly emptyLabel: string;
}

/**
 * The keyboard's way to the top-3: a list box under the cell (drawn over the lines below it, since a line is one
 * fixed height); arrows move, Enter chooses, Escape closes, Tab moves on. React carries its events to the grid.
 */
function AlternativesList({
  row,
  onCancel,
  inputProps,
  choices,
  onChoose,
  emptyLabel,
}: AlternativesListProps) {
  const [active, setActive] = useState(0);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<CSSProperties | null>(null);
  useLayoutEffect(() => {
    const cell = anchorRef.current?.parentElement;
    if (!cell) return;
    const box = cell.getBoundingClientRect();
    setPosition({ top: box.bottom, left: box.left, minWidth: Math.max(box.width, 240) });
  }, []);
  // Once placed, the list takes the focus (the grid pattern: the editor opened by Enter has it).
  useLayoutEffect(() => {
    if (position) listRef.current?.focus({ preventScroll: true });
  }, [position]);
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.min(choices.length - 1, Math.max(0, current + step)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const choice = choices[active];
      if (choice) onChoose(row, choice);
      // The choice went to the product or size cell; this cell's own value is unchanged.
      onCancel();
    }
  };
  const optionId = (index: number) => `${inputProps.id}-option-${index}`;
  return (
    <span ref={anchorRef}>
      {position
        ? createPortal(
            <div
              id={inputProps.id}
              {...{ [GRID_POPUP_ATTRIBUTE]: true }}
              role="listbox"
              aria-label={inputProps['aria-label']}
              aria-activedescendant={choices.length > 0 ? optionId(active) : undefined}
              tabIndex={0}
              ref={listRef}
              className="match-alternatives"
              style={position}
              onKeyDown={handleKeyDown}
            >
              {choices.length === 0 ? <span className="match-alternatives__empty">{emptyLabel}</span> : null}
              {choices.map((choice, index) => (
                <div
                  key={`${choice.field}-${choice.record.id}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={`match-alternatives__option${index === active ? ' match-alternatives__option--active' : ''}`}
                  // The list keeps the focus: a click chooses without blurring it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    onChoose(row, choice);
                    onCancel();
                  }}
                >
                  {choice.label}
                </div>
              ))}
            </div>,
            document.body,
          )
        : null}
    </span>
  );
}

/** The GoMatch column's editor (Enter or F2 on the cell): the line's alternatives as a list box. */
export function alternativesEditor(
  choicesOf: (row: StandardizationRow) => readonly AlternativeChoice[],
  onChoose: (row: StandardizationRow, choice: AlternativeChoice) => void,
  emptyLabel: string,
): GridEditor<StandardizationRow, QuoteMatchedItem | null> {
  return {
    kind: 'custom',
    render: (props) => (
      <AlternativesList
        {...props}
        choices={choicesOf(props.row)}
        onChoose={onChoose}
        emptyLabel={emptyLabel}
      />
    ),
  };
}
