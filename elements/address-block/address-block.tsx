import { useMemo, type KeyboardEvent } from 'react';
import { implicitSubmit } from '../../src/implicit-submit.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import type { PropsOf } from '../../src/props.ts';
import type { Suggestion } from './address-answers-logic.ts';
import { comparisonFlag, countryMode, hasContent, requirements, resolveCountry, statusText, verifyQuery, type Part } from './address-logic.ts';
import { parseThrottleMode } from './address-throttle-logic.ts';
import { VerifyModal } from './address-modal.tsx';
import { BLOCK, C, CountryPart, StatePart, StreetPart, TextPart, type PartField } from './address-parts.tsx';
import type { AddressBlockEvents } from './events.ts';
import type { meta } from './meta.ts';
import { useCountries, usePreciselyik, useStateList } from './use-address-data.ts';
import { useAddressForm, usePartRefs } from './use-address-form.ts';
import { useAddressModal } from './use-address-modal.ts';
import { useAddressEdits, useAddressEntry } from './use-address-parts.ts';
import { useAddressSuggestions } from './use-address-suggestions.ts';
import { useAddressVerify } from './use-address-verify.ts';

export type AddressBlockProps = PropsOf<typeof meta>;

/**
 * A postal address as one form field. The entry (use-address-parts), its verification and the held submit
 * (use-address-verify), the street's suggestions (use-address-suggestions), the form value and validity
 * (use-address-form) and the modal (use-address-modal) are hooks over the pure rules in address-*-logic.ts.
 */
export function AddressBlock(props: AddressBlockProps) {
  const host = useHost();
  const id = useDomId();
  const emit = useEmit<AddressBlockEvents>();
  const { countries } = useCountries(Array.isArray(props.countries) ? props.countries : []);
  const entry = useAddressEntry(props.country, props.value);
  const { parts, touched } = entry;

  const country = resolveCountry(countries, entry.countryCode);
  const countryCode = country?.iso2 ?? entry.countryCode;
  const iso3 = country?.iso3 ?? '';
  const mode = countryMode(iso3, props.verifiedCountries, props.excludedCountries);
  const flag = comparisonFlag(props.countryComparisonFlag);
  // A country the country list says has no state file is not asked for one (no 404 to wait for); a non-200 still hides the group.
  const stateList = useStateList(mode === 'verified' || !country || country.hasStates === false ? null : country.locationCode);
  const statesShown = mode !== 'verified' && stateList.status === 'loaded';
  const { isRequired, missing } = requirements(mode, parts, props.required, statesShown);
  const precisely = usePreciselyik(mode);

  const { autocompleteMode, minChars, charInterval, timeInterval, strikeLimit } = props;
  const throttle = useMemo(
    () => ({ mode: parseThrottleMode(autocompleteMode), minChars, charInterval, timeInterval, strikeLimit }),
    [autocompleteMode, minChars, charInterval, timeInterval, strikeLimit],
  );
  const suggestions = useAddressSuggestions(mode, iso3, throttle);
  const disabledProp = props.disabled;
  const check = useAddressVerify({
    host,
    mode,
    parts,
    iso3,
    flag,
    country: countryCode,
    // Several parts filled at once (a browser's autofill): no suggestions over it (and one verification).
    onFilledAtOnce: () => suggestions.close(true),
    ready: mode !== 'plain' && missing.length === 0 && hasContent(parts) && !disabledProp,
    hasContent: hasContent(parts),
    // The form control's disabled (a fieldset too) is known only below; the hold reads the latest one.
    disabled: disabledProp,
    emit,
  });
  const states = statesShown && stateList.status === 'loaded' ? stateList.options : [];
  const edit = useAddressEdits(entry, {
    ...{ mode, country, countries, flag, states, edits: check.edits, suggestions },
    ...{ verifiedCountries: props.verifiedCountries, excludedCountries: props.excludedCountries, givenStreet: props.value },
    ...{ dispatch: check.dispatch, clearCandidates: check.clearCandidates, askCheck: check.askCheck, restartExtras: precisely.reset },
  });
  const refs = usePartRefs();
  const { streetRef, line2Ref, cityRef, stateRef, zipRef } = refs;
  const { control, waitingError } = useAddressForm(
    {
      ...{ name: props.name, mode, parts, country, countryCode, precisely: precisely.precisely, verify: check.verify, missing },
      ...{ disabled: props.disabled, requiredMessage: props.requiredMessage, unmatchedMessage: props.unmatchedMessage },
      ...{ onReset: edit.reset, onRestore: edit.restore },
    },
    refs,
  );
  const disabled = control.disabled;
  const { dialogRef, choice, setChoice, focusStreetOnClose } = useAddressModal(check.verify.modalOpen, check.candidates.length, streetRef);

  function chooseOption(option: Suggestion) {
    edit.choose(option);
    emit('vb-address-block-select', { text: option.text, country: countryCode, verified: option.verified });
    streetRef.current?.focus();
  }

  const onStreetKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (suggestions.onKeyDown(event, chooseOption) || event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    implicitSubmit(host.form?.internals.form);
  };

  const showMessage = (part: Part) => (control.showError || touched.has(part)) && missing.includes(part);
  const field = (part: Part, label: string): PartField => ({
    id: `${id}-${part}`,
    label,
    required: isRequired(part),
    message: showMessage(part) ? props.requiredMessage : '',
    invalid: showMessage(part),
    disabled,
  });
  const text = (part: 'line2' | 'city' | 'zip', label: string, autoComplete: string) => ({
    ...field(part, label),
    autoComplete,
    value: parts[part],
    onChange: (box: HTMLInputElement) => edit.setPart(part, box),
    onBlur: () => edit.touch(part),
  });
  const waitingShown = waitingError && control.showError;
  const street = field('street', mode === 'verified' ? props.verifiedStreetLabel : props.streetLabel);
  const status = statusText(
    { verifying: check.verifying, failed: suggestions.failed, listOpen: suggestions.listOpen, count: suggestions.options.length },
    props,
  );

  return (
    <fieldset className={BLOCK} part="group" disabled={disabled} aria-describedby={props.hint ? `${id}-hint` : undefined} data-vb-mode={mode}>
      {props.label ? (
        <legend className={`${C}legend`} part="legend">
          {props.label}
        </legend>
      ) : null}
      {props.hint ? (
        <div className={`${C}hint`} id={`${id}-hint`} part="hint">
          {props.hint}
        </div>
      ) : null}
      <CountryPart
        id={`${id}-country`}
        label={props.countryLabel}
        countries={countries}
        country={country}
        code={countryCode}
        disabled={disabled}
        onChange={edit.changeCountry}
      />
      <StreetPart
        {...street}
        message={street.message || (waitingShown ? props.unmatchedMessage : '')}
        invalid={street.invalid || waitingShown}
        ref={streetRef}
        combobox={mode !== 'plain'}
        oneLine={mode === 'verified'}
        busy={check.verifying}
        statusId={`${id}-status`}
        listLabel={props.streetLabel}
        placeholder={props.placeholder}
        value={parts.street}
        options={suggestions.options}
        expanded={suggestions.expanded}
        active={suggestions.active}
        onChange={(box) => edit.setPart('street', box)}
        onKeyDown={onStreetKey}
        onPaste={edit.pasteStreet}
        onFocus={precisely.onFocus}
        onBlur={() => {
          edit.touch('street');
          suggestions.close();
        }}
        onChoose={chooseOption}
      />
      <div id={`${id}-status`} className={`${C}status`} part="status" role="status">
        {status}
      </div>
      {mode === 'verified' ? null : (
        <>
          {entry.showLine2 ? (
            <TextPart ref={line2Ref} {...text('line2', props.line2Label, 'address-line2')} />
          ) : (
            <button
              type="button"
              className={`${C}line2-link`}
              part="line2-link"
              disabled={disabled}
              onClick={() => {
                entry.setShowLine2(true);
                requestAnimationFrame(() => line2Ref.current?.focus());
              }}
            >
              {props.line2LinkText}
            </button>
          )}
          <div className={`${C}region`} part="region">
            <TextPart ref={cityRef} {...text('city', props.cityLabel, 'address-level2')} />
            {statesShown ? (
              <StatePart
                {...field('state', props.stateLabel)}
                ref={stateRef}
                value={parts.state}
                placeholder={props.statePlaceholder}
                options={states}
                onChange={(select) => edit.setPart('state', select)}
                onBlur={() => edit.touch('state')}
              />
            ) : null}
            <TextPart ref={zipRef} {...text('zip', props.zipLabel, 'postal-code')} />
          </div>
        </>
      )}
      <VerifyModal
        ref={dialogRef}
        id={id}
        candidates={check.candidates}
        choice={choice}
        setChoice={setChoice}
        entered={verifyQuery(mode, parts)}
        words={props}
        onClose={() => check.dispatch({ type: 'close' })}
        onEdit={() => {
          focusStreetOnClose();
          check.dispatch({ type: 'edit-button' });
        }}
        onConfirm={edit.confirm}
        onContinue={() => check.dispatch({ type: 'continue' })}
      />
    </fieldset>
  );
}
