/**
 * The country the entry is in and what follows from it: its mode (US, verified, international, plain), the
 * comparison flag, the state list (only where the country has one) and which parts must be filled in.
 */
import { comparisonFlag, countryMode, requirements, resolveCountry, type AddressParts, type Country } from './address-logic.ts';
import { useStateList } from './use-address-data.ts';

export interface CountrySettings {
  verifiedCountries: string;
  excludedCountries: string;
  countryComparisonFlag: string;
  required: boolean;
}

export function useAddressCountry(countries: readonly Country[], code: string, parts: AddressParts, settings: CountrySettings) {
  const country = resolveCountry(countries, code);
  const iso3 = country?.iso3 ?? '';
  const mode = countryMode(iso3, settings.verifiedCountries, settings.excludedCountries);
  // A country the country list says has no state file is not asked for one (no 404 to wait for); a non-200 still hides the group.
  const stateList = useStateList(mode === 'verified' || !country || country.hasStates === false ? null : country.locationCode);
  const states = mode !== 'verified' && stateList.status === 'loaded' ? stateList.options : null;
  return {
    country,
    countryCode: country?.iso2 ?? code,
    iso3,
    mode,
    flag: comparisonFlag(settings.countryComparisonFlag),
    /** The state list when the state select is shown, else null. */
    states,
    ...requirements(mode, parts, settings.required, states !== null),
  };
}
