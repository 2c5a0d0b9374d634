import type { ReactNode } from 'react';

interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  title?: string;
}

interface Props<T extends string> {
  legend: string;
  choices: readonly Choice<T>[];
  selected: readonly T[];
  onToggle: (value: T) => void;
  /** Spread over the whole filter row (long lists). */
  wide?: boolean;
}

/** A group of on/off chips; each is a real checkbox so it reads and works as one. */
export function FilterChoices<T extends string>({
  legend,
  choices,
  selected,
  onToggle,
  wide = false,
}: Props<T>) {
  return (
    <fieldset className={wide ? 'filter-choices filter-choices--wide' : 'filter-choices'}>
      <legend>{legend}</legend>
      <div className="filter-choices__list">
        {choices.map((choice) => (
          <label key={choice.value} className="filter-chip" title={choice.title}>
            <input
              type="checkbox"
              checked={selected.includes(choice.value)}
              onChange={() => onToggle(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
