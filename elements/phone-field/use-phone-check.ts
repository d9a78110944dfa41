/**
 * vb-phone-field's server check (POST /api/phoneVerify) on the server-check kit: a number that can be right is
 * asked about; a valid answer's formatted number replaces the input and, inside a shared calling code (+1), the
 * number's own country wins (a Toronto number typed with United States selected becomes Canada).
 */
import type { RefObject } from 'react';
import { api } from '../../src/api.ts';
import { useServerCheck, type ServerCheck } from '../../src/hooks/use-server-check.ts';
import type { PhoneFieldVerifyDetail } from './events.ts';
import { checkKey, digitsOf, readPhoneAnswer, splitCheckKey, type PhoneCheck, type PhoneError } from './phone-logic.ts';
import { loadedDial, sharesDial } from './use-phone-lib.ts';
import type { PhoneNumber } from './use-phone-number.ts';

export function usePhoneCheck(
  host: HTMLElement,
  input: RefObject<HTMLInputElement | null>,
  number: PhoneNumber,
  verify: boolean,
  error: PhoneError | null,
  emitVerify: (detail: PhoneFieldVerifyDetail) => void,
): ServerCheck<PhoneCheck> {
  const { value, digits, dispatch } = number;
  return useServerCheck<PhoneCheck>({
    key: checkKey(value.country, digits),
    // Only a number that can be right is worth a call: empty, outside the whitelist or malformed is decided here.
    enabled: verify && (!error || error.kind === 'checking'),
    host,
    input,
    ask: (key, signal) => {
      const { country, digits: phone } = splitCheckKey(key);
      const countryCode = loadedDial(country);
      return api('/api/phoneVerify', { method: 'POST', query: { phone, country, countryCode: countryCode || undefined }, signal }).then(readPhoneAnswer);
    },
    onAnswer: (key, answer) => {
      const { country, digits: phone } = splitCheckKey(key);
      const own = answer.status === 'valid' && sharesDial(answer.country, country) ? answer.country : country;
      emitVerify({
        number: answer.status === 'valid' ? answer.formatted : phone,
        country: own,
        status: answer.status,
        reason: answer.status === 'valid' ? null : answer.reason,
      });
      if (answer.status !== 'valid') return;
      dispatch({ type: 'reformat', from: { country, text: phone }, to: { country: own, text: answer.formatted }, sameDigits: true });
      return [[checkKey(own, digitsOf(answer.formatted)), answer]];
    },
  });
}
