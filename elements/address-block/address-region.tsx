/** vb-address-block's parts below the street outside verified countries: line 2 (or its link), and the city, state and ZIP row. */
import type { RefObject } from 'react';
import type { StateOption } from './address-answers-logic.ts';
import type { PartFields } from './address-fields.ts';
import { C, StatePart, TextPart } from './address-parts.tsx';

export interface RegionWords {
  line2Label: string;
  line2LinkText: string;
  cityLabel: string;
  stateLabel: string;
  statePlaceholder: string;
  zipLabel: string;
}

/** Line 2 once asked for (or filled in), else the link that asks for it and moves focus there. */
export interface Line2PartProps {
  fields: PartFields;
  line2Ref: RefObject<HTMLInputElement | null>;
  shown: boolean;
  show: () => void;
  disabled: boolean;
  words: RegionWords;
}

export function Line2Part({ fields, line2Ref, shown, show, disabled, words }: Line2PartProps) {
  if (shown) return <TextPart ref={line2Ref} {...fields.text('line2', words.line2Label, 'address-line2')} />;
  return (
    <button
      type="button"
      className={`${C}line2-link`}
      part="line2-link"
      disabled={disabled}
      onClick={() => {
        show();
        requestAnimationFrame(() => line2Ref.current?.focus());
      }}
    >
      {words.line2LinkText}
    </button>
  );
}

export interface RegionRowProps {
  fields: PartFields;
  cityRef: RefObject<HTMLInputElement | null>;
  stateRef: RefObject<HTMLSelectElement | null>;
  zipRef: RefObject<HTMLInputElement | null>;
  /** The state list, when the country has one: else no state select. */
  states: readonly StateOption[] | null;
  words: RegionWords;
}

/** City, state and ZIP in one row. */
export function RegionRow({ fields, cityRef, stateRef, zipRef, states, words }: RegionRowProps) {
  return (
    <div className={`${C}region`} part="region">
      <TextPart ref={cityRef} {...fields.text('city', words.cityLabel, 'address-level2')} />
      {states ? <StatePart {...fields.select('state', words.stateLabel)} ref={stateRef} placeholder={words.statePlaceholder} options={states} /> : null}
      <TextPart ref={zipRef} {...fields.text('zip', words.zipLabel, 'postal-code')} />
    </div>
  );
}
