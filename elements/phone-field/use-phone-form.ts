/**
 * vb-phone-field in its form: the number and the spec's hidden fields it submits (one phone field per form owns
 * the hidden names; a later one prefixes them), its saved state, and what reset and restore do.
 */
import { useEffect, useMemo, type RefObject } from 'react';
import { useFormControl, type FormControl } from '../../src/form-control.tsx';
import { alpha2Of, alpha3Of } from './alpha3.ts';
import { cleanPhoneInput, digitsOf, hiddenPrefix, phoneFormData, readSavedPhone, type PhoneError } from './phone-logic.ts';
import type { PhoneNumber } from './use-phone-number.ts';
import { countryOf } from './use-phone-number.ts';
import { meta } from './meta.ts';
import { ownerForm } from '../../src/owner-form.ts';

/** Where this field stands among the vb-phone-fields of its form (0: first, or no form), and whether an earlier one has its name. */
function phoneFieldPosition(element: HTMLElement, name: string): { position: number; sameName: boolean } {
  const form = ownerForm(element);
  if (!form) return { position: 0, sameName: false };
  const fields = Array.from(form.elements).filter((field) => field.localName === element.localName);
  const position = Math.max(0, fields.indexOf(element));
  // An earlier field without the attribute has the default name.
  const sameName = name !== '' && fields.slice(0, position).some((field) => (field.getAttribute('name') ?? meta.props.name.default) === name);
  return { position, sameName };
}

export interface PhoneFormOptions {
  host: { element: HTMLElement; tag: string };
  props: { name: string; label: string; disabled: boolean; country: string; value: string };
  number: PhoneNumber;
  whitelist: readonly string[];
  error: PhoneError | null;
  anchor: RefObject<HTMLInputElement | null>;
  onReset: () => void;
}

export function usePhoneForm({ host, props, number, whitelist, error, anchor, onReset }: PhoneFormOptions): FormControl {
  const { name } = props;
  const { lib, value, digits, dispatch } = number;
  const { country, text } = value;
  const { position, sameName } = phoneFieldPosition(host.element, name);
  const prefix = hiddenPrefix(position, name);
  useEffect(() => {
    if (sameName)
      console.warn(
        `<${host.tag} name="${name}">: another vb-phone-field in this form has the same name; give each its own name, or their numbers and hidden fields clash.`,
      );
  }, [sameName, host.tag, name]);

  const dial = lib ? lib.dialOf(country) : '';
  const alpha3 = alpha3Of(country);
  const formValue = useMemo(() => {
    const hidden = { phoneCountryCode: dial, phoneCountryAlpha3: alpha3, phoneCountry: country, customWhitelist: whitelist.length > 0 ? 'true' : 'false' };
    return phoneFormData(name, digits === '' ? '' : text, hidden, prefix);
  }, [name, text, digits, dial, alpha3, country, whitelist.length, prefix]);

  return useFormControl({
    name,
    formValue,
    state: JSON.stringify({ country, text }),
    error: error ? { flags: error.flags, message: error.message } : null,
    anchor,
    disabled: props.disabled,
    label: props.label,
    onReset: () => {
      onReset();
      const start = countryOf(props.country);
      const shown = cleanPhoneInput(props.value);
      dispatch({ type: 'set', country: start, text: lib ? lib.formatAsTyped(digitsOf(shown), start) : shown });
    },
    onRestore: (saved) => {
      const restored = readSavedPhone(saved, alpha2Of);
      if (restored) dispatch({ type: 'set', ...restored });
    },
  });
}
