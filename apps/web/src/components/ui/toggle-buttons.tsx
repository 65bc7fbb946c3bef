import './toggle-buttons.css';

export interface ToggleButtonChoice<K> {
  readonly key: K;
  readonly label: string;
}

export interface ToggleButtonsProps<K> {
  /** The group's accessible name ('Quote views', 'Sort by'). */
  readonly label: string;
  readonly choices: ReadonlyArray<ToggleButtonChoice<K>>;
  /** The choice pressed; none pressed when it matches no choice. */
  readonly value: K;
  readonly onChange: (key: K) => void;
}

/**
 * A row of pill buttons of which one is pressed (aria-pressed): a list's views per status, a panel's sort order.
 * Plain buttons, so Tab reaches each and Space or Enter presses it, and a screen reader says which is on.
 */
export function ToggleButtons<K extends string | number | undefined>({
  label,
  choices,
  value,
  onChange,
}: ToggleButtonsProps<K>) {
  return (
    <div className="toggle-buttons" role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={String(choice.key ?? '')}
          type="button"
          className="toggle-buttons__button"
          aria-pressed={value === choice.key}
          onClick={() => onChange(choice.key)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
