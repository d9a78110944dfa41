import { useRef, useState } from 'react';
import { useDisclosure } from '../../src/hooks/use-disclosure.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';

const C = 'vb-unit-finder__';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FiltersProps {
  languages: readonly FilterOption[];
  types: readonly FilterOption[];
  /** The selected language code ('' any); the spec's initial value is the single selected language. */
  language: string;
  type: string;
  onChange(next: { language: string; type: string }): void;
  words: { narrowDown: string; languageLabel: string; anyLanguage: string; typeLabel: string; anyType: string };
}

/**
 * The collapsible 'narrow down' panel (spec section 2): a disclosure button and two selects. Closed at
 * first; opens by itself while a filter is set, so the visitor sees why the list is shorter.
 */
export function Filters({ languages, types, language, type, onChange, words }: FiltersProps) {
  const id = useDomId();
  const [open, setOpen] = useState(language !== '' || type !== '');
  const panel = useRef<HTMLDivElement>(null);
  useDisclosure(panel, open, { animate: true, onFound: () => setOpen(true) });
  return (
    <div className={`${C}filters`} part="filters">
      <button type="button" className={`${C}filters-toggle`} aria-expanded={open} aria-controls={`${id}-filters`} onClick={() => setOpen(!open)}>
        {words.narrowDown}
        <span className={`vb-chevron ${C}icon`} aria-hidden="true" />
      </button>
      <div ref={panel} id={`${id}-filters`} className={`${C}filters-panel`}>
        <div className={`${C}filters-content`}>
          <label className={`${C}filter`}>
            <span className={`${C}filter-label`}>{words.languageLabel}</span>
            <select className={`${C}select`} value={language} onChange={(event) => onChange({ language: event.currentTarget.value, type })}>
              <option value="">{words.anyLanguage}</option>
              {withSelected(languages, language).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <label className={`${C}filter`}>
            <span className={`${C}filter-label`}>{words.typeLabel}</span>
            <select className={`${C}select`} value={type} onChange={(event) => onChange({ language, type: event.currentTarget.value })}>
              <option value="">{words.anyType}</option>
              {withSelected(types, type).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
    </div>
  );
}

/** The options, plus the selected value when the results no longer hold it (a filter from the URL). */
function withSelected(options: readonly FilterOption[], value: string): readonly FilterOption[] {
  if (value === '' || options.some((option) => option.value === value)) return options;
  return [...options, { value, label: value }];
}
