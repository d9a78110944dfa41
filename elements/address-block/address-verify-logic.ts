/**
 * vb-address-block's validity values and their transitions (spec section 4), and the verification-result
 * fields the form submits (section 3): a pure reducer the component's verify hook dispatches to.
 */

/** Spec section 4 'Address validity value': 10 valid, 15 service failed (non-200), 20 invalid or unmatched. */
export const VALIDITY_VALID = 10;
export const VALIDITY_SERVICE_FAILED = 15;
export const VALIDITY_INVALID = 20;
export type Validity = typeof VALIDITY_VALID | typeof VALIDITY_SERVICE_FAILED | typeof VALIDITY_INVALID;

/** The verification-result fields, under the names the form submits them. */
export const RESULT_FIELDS = [
  'recordId',
  'mainAddressLine',
  'verifiedCity',
  'verifiedState',
  'postCode1',
  'postCode2',
  'verifiedCountryIso3',
  'verifiedCountryName',
  'formattedAddress',
  'latitude',
  'longitude',
  'countryComparisonFlag',
  'precisionLevel',
  'precisionCode',
  'match',
  'countrySource',
  'addressValidationFlag',
  'bestGeocodingCoverage',
  'userConfirmedInputAddress',
] as const;
export type ResultField = (typeof RESULT_FIELDS)[number];
export type VerificationResult = Record<ResultField, string>;

export const emptyResult: VerificationResult = Object.fromEntries(RESULT_FIELDS.map((field) => [field, ''])) as VerificationResult;

/** The part a suggestion never fills (address-logic.ts `Part`), named here to keep this file free of the parts' types. */
const LINE_2 = 'line2';

export interface VerifyState {
  /**
   * null: nothing entered or chosen since the start (or a reset), submitted empty; false: changed since the last
   * verification (spec section 4: "Any manual edit resets validity to false"), submitted as `false`.
   */
  validity: Validity | false | null;
  /** The form waits for the visitor's choice in the modal. */
  waiting: boolean;
  modalOpen: boolean;
  result: VerificationResult;
  autocompleteSelected: boolean;
  validatedAddressSelected: boolean;
  validationAutocompleteSelected: boolean;
}

export const initialVerify: VerifyState = {
  validity: null,
  waiting: false,
  modalOpen: false,
  result: emptyResult,
  autocompleteSelected: false,
  validatedAddressSelected: false,
  validationAutocompleteSelected: false,
};

export type VerifyEvent =
  /**
   * The visitor typed in a field (or changed the country, or pasted a whole address). `part` is the one typed in:
   * line 2 is not part of a suggestion, so typing there keeps `autocompleteSelected` (issue 19 item 16).
   */
  | { type: 'edit'; part?: string }
  /** A US autocomplete option was chosen: the fields are filled, verification still runs on submit. */
  | { type: 'autocomplete' }
  /** An international option the verify service accepts was chosen: valid at once. */
  | { type: 'autocomplete-verified'; result: VerificationResult }
  | { type: 'verified'; validity: Validity; result: VerificationResult }
  /** Verified with no submit waiting (an autofill, a pasted address): a 20 opens the modal at the next submit, not now. */
  | { type: 'checked'; validity: Validity; result: VerificationResult }
  /** Non-200 or no answer. */
  | { type: 'service-failed' }
  /** A suggestion in the modal was chosen and confirmed. */
  | { type: 'choose'; result: VerificationResult }
  /** Continue with the address as entered. */
  | { type: 'continue' }
  /** Edit: back to the fields; the form keeps waiting. */
  | { type: 'edit-button' }
  /** Escape or the close button: the form keeps waiting. */
  | { type: 'close' }
  | { type: 'reset' };

export function verifyReducer(state: VerifyState, event: VerifyEvent): VerifyState {
  switch (event.type) {
    case 'edit':
      // "Any manual edit resets validity to false"; "editing ... keeps it waiting".
      return {
        ...state,
        validity: false,
        modalOpen: false,
        result: emptyResult,
        // Only an edit of what the suggestion filled (street, city, state, ZIP) makes it no longer the suggestion.
        autocompleteSelected: event.part === LINE_2 && state.autocompleteSelected,
        validatedAddressSelected: false,
        validationAutocompleteSelected: false,
      };
    case 'autocomplete':
      return {
        ...state,
        // A chosen US suggestion changed the address: not verified yet.
        validity: false,
        result: emptyResult,
        autocompleteSelected: true,
        validatedAddressSelected: false,
        validationAutocompleteSelected: false,
      };
    case 'autocomplete-verified':
      return {
        ...state,
        validity: VALIDITY_VALID,
        waiting: false,
        modalOpen: false,
        result: event.result,
        autocompleteSelected: true,
        validationAutocompleteSelected: true,
      };
    case 'verified':
      if (event.validity === VALIDITY_INVALID) return { ...state, validity: VALIDITY_INVALID, waiting: true, modalOpen: true, result: event.result };
      return { ...state, validity: event.validity, waiting: false, modalOpen: false, result: event.result };
    case 'checked':
      return { ...state, validity: event.validity, waiting: false, modalOpen: false, result: event.result };
    case 'service-failed':
      // Spec section 8: accepted, no blocking.
      return { ...state, validity: VALIDITY_SERVICE_FAILED, waiting: false, modalOpen: false, result: emptyResult };
    case 'choose':
      return { ...state, validity: VALIDITY_VALID, waiting: false, modalOpen: false, result: event.result, validatedAddressSelected: true };
    case 'continue':
      return { ...state, waiting: false, modalOpen: false, result: { ...state.result, userConfirmedInputAddress: 'true' } };
    case 'edit-button':
    case 'close':
      return { ...state, modalOpen: false };
    case 'reset':
      return initialVerify;
  }
}

/** Below 20 counts as accepted; 20 is accepted once the visitor chose Continue (the wait cleared). */
export function accepted(state: VerifyState): boolean {
  if (state.validity === null || state.validity === false) return false;
  return state.validity < VALIDITY_INVALID || (!state.waiting && state.result.userConfirmedInputAddress === 'true');
}
