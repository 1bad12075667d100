// A searchable picker (the ARIA combobox pattern: a text box with a list of options): label keys with their
// text in the preview language, routes from the route table, fields of a call's answer. Typing filters by key
// or text; Up and Down move, Enter or a click picks, Escape closes; typed text is kept on Enter or leaving.
import { useId, useMemo, useState } from 'react';

/** One choice: the value written to the file and the words shown beside it. */
export interface Choice {
  value: string;
  text?: string;
}

const MAX = 40;

/** The picker; `id` is the text box's (a form label points at it). */
export function Picker(props: {
  id: string;
  value: string;
  choices: Choice[];
  onChange: (v: string) => void;
  describe?: (v: string) => string;
  placeholder?: string;
}) {
  const { id, value, choices, onChange, describe } = props;
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const list = `${useId().replace(/:/g, '')}-list`;
  const open = query !== null;
  const shown = useMemo(() => {
    const q = (query ?? '').trim().toLowerCase();
    const hits = q ? choices.filter((c) => c.value.toLowerCase().includes(q) || c.text?.toLowerCase().includes(q)) : choices;
    return hits.slice(0, MAX);
  }, [query, choices]);
  const pick = (v: string) => {
    setQuery(null);
    if (v !== value) onChange(v);
  };
  const optionId = (i: number) => `${list}-${i}`;
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setQuery(value);
      setActive((a) => Math.min(a + 1, shown.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      pick(shown[active]?.value ?? query ?? value);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      setQuery(null);
    }
  };
  const words = describe?.(value);
  return (
    <div className="picker">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={list}
        aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
        aria-describedby={words ? `${id}-shows` : undefined}
        placeholder={props.placeholder}
        value={query ?? value}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onFocus={() => setActive(0)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (query !== null && query !== value) onChange(query);
          setQuery(null);
        }}
      />
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern; the input owns focus and points at options with aria-activedescendant */}
      <ul role="listbox" id={list} className="picker-list" hidden={!open || !shown.length} aria-label="Choices">
        {open &&
          shown.map((c, i) => (
            // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: an option of the combobox above; the input handles the keys
            <li
              key={c.value}
              id={optionId(i)}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the ARIA combobox pattern
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(c.value)}
            >
              <code>{c.value}</code>
              {c.text ? <span>{c.text}</span> : null}
            </li>
          ))}
      </ul>
      {words ? (
        <p className="picker-shows" id={`${id}-shows`}>
          {words}
        </p>
      ) : null}
    </div>
  );
}
