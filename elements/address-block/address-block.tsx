import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import type { PropsOf } from '../../src/props.ts';
import type { Suggestion } from './address-answers-logic.ts';
import { partFields } from './address-fields.ts';
import { hasContent, statusText, verifyQuery } from './address-logic.ts';
import { VerifyModal } from './address-modal.tsx';
import { BLOCK, BlockHeading, C, CountryPart } from './address-parts.tsx';
import { Line2Part, RegionRow } from './address-region.tsx';
import { StreetPart } from './address-street.tsx';
import type { AddressBlockEvents } from './events.ts';
import type { meta } from './meta.ts';
import { useCountries, usePreciselyik } from './use-address-data.ts';
import { useAddressCountry } from './use-address-country.ts';
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
  const { country, countryCode, iso3, mode, flag, states, isRequired, missing } = useAddressCountry(countries, entry.countryCode, parts, props);
  const precisely = usePreciselyik(mode);
  const suggestions = useAddressSuggestions({
    ...{ mode, iso3, throttle: props, container: host.element, query: parts.street },
    onChoose: (option) => chooseOption(option),
  });
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
  const edit = useAddressEdits(entry, {
    ...{ mode, country, countries, flag, states: states ?? [], edits: check.edits, suggestions },
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
  const { dialogRef, choice, setChoice, focusStreetOnClose } = useAddressModal(check.verify.modalOpen, check.candidates.length, streetRef, () =>
    check.dispatch({ type: 'close' }),
  );

  function chooseOption(option: Suggestion) {
    edit.choose(option);
    emit('vb-address-block-select', { text: option.text, country: countryCode, verified: option.verified });
    streetRef.current?.focus();
  }

  const fields = partFields({
    id,
    isRequired,
    missing,
    touched,
    showError: control.showError,
    requiredMessage: props.requiredMessage,
    disabled,
    parts,
    setPart: edit.setPart,
    touch: edit.touch,
  });
  const waitingShown = waitingError && control.showError;
  const street = fields.field('street', mode === 'verified' ? props.verifiedStreetLabel : props.streetLabel);
  const status = statusText(
    { verifying: check.verifying, failed: suggestions.failed, listOpen: suggestions.listOpen, count: suggestions.options.length },
    props,
  );

  return (
    <fieldset className={BLOCK} part="group" disabled={disabled} aria-describedby={props.hint ? `${id}-hint` : undefined} data-vb-mode={mode}>
      <BlockHeading id={id} label={props.label} hint={props.hint} />
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
        suggestions={suggestions}
        form={host.form?.internals.form}
        onChange={(box) => edit.setPart('street', box)}
        onPaste={edit.pasteStreet}
        onFocus={precisely.onFocus}
        onBlur={() => {
          edit.touch('street');
          suggestions.close();
        }}
      />
      <div id={`${id}-status`} className={`${C}status vb-visually-hidden`} part="status" role="status">
        {status}
      </div>
      {mode === 'verified' ? null : (
        <>
          <Line2Part fields={fields} line2Ref={line2Ref} shown={entry.showLine2} show={() => entry.setShowLine2(true)} disabled={disabled} words={props} />
          <RegionRow fields={fields} cityRef={cityRef} stateRef={stateRef} zipRef={zipRef} states={states} words={props} />
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
