import type { RefObject } from 'react';
import type { PhoneCountryBox } from './use-phone-country.ts';

const C = 'vb-phone-field__';

/** The country combobox: flag and calling code when closed, a search box with a listbox of countries when open. */
export function PhoneCountry({
  country,
  listRef,
  labels,
  disabled,
}: {
  country: PhoneCountryBox;
  listRef: RefObject<HTMLUListElement | null>;
  labels: { countryLabel: string; showCountriesLabel: string; noCountryText: string };
  disabled: boolean;
}) {
  const { box, current, display, query, matches } = country;
  return (
    <div className={`${C}country`} part="country" onPointerEnter={country.warm}>
      <input
        {...box.comboProps}
        className={`${C}country-input`}
        part="country-input"
        aria-label={labels.countryLabel}
        aria-autocomplete="list"
        autoComplete="off"
        spellCheck={false}
        value={box.open ? query : display}
        disabled={disabled}
        title={current?.name}
        onChange={country.onChange}
        onKeyDown={box.onKeyDown}
        onFocus={(event) => {
          country.warm();
          event.currentTarget.select();
        }}
        onBlur={(event) => {
          // Focus moved to another control. A blur with no new target (the element moved in the page, the
          // window lost focus, a click on plain page text) keeps the list: a click outside and Tab close it.
          if (event.relatedTarget !== null) box.close();
        }}
      />
      <button
        type="button"
        className={`${C}country-toggle`}
        part="country-toggle"
        tabIndex={-1}
        aria-label={labels.showCountriesLabel}
        aria-controls={box.listId}
        aria-expanded={box.open}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          if (box.open) box.close();
          else country.openList('');
          (event.currentTarget.previousElementSibling as HTMLInputElement | null)?.focus();
        }}
      >
        <span aria-hidden="true">▾</span>
      </button>
      <ul ref={listRef} id={box.listId} role="listbox" aria-label={labels.countryLabel} className={`${C}countries`} part="countries" hidden={!box.open}>
        {box.open && matches.length === 0 ? (
          <li className={`${C}no-country`} role="presentation">
            {labels.noCountryText}
          </li>
        ) : null}
        {box.open
          ? matches.map((c, i) => (
              <li
                key={c.iso2}
                {...box.optionProps(i)}
                className={`${C}option${i === box.active ? ` ${C}option--active` : ''}${c.iso2 === current?.iso2 ? ` ${C}option--current` : ''}`}
                part="option"
              >
                <span className={`${C}flag`} aria-hidden="true">
                  {c.flag}
                </span>
                <span className={`${C}option-name`}>{c.name}</span>
                <span className={`${C}option-dial`}>+{c.dial}</span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
