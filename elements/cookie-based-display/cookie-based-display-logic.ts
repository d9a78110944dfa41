/**
 * vb-cookie-based-display's rule, in order of precedence (README 'The rule'):
 * 1. no cookie name: hidden (a mistake, which the element reports);
 * 2. `value` given: the rule holds when the cookie's value is one of them (trimmed, exact);
 *    no `value`: it holds when the cookie is set to a non-empty value;
 * 3. `negate` turns the result round.
 */
export function listOf(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function cookieRuleShows(name: string, cookieValue: string | undefined, values: readonly string[], negate: boolean): boolean {
  if (!name.trim()) return false;
  const current = (cookieValue ?? '').trim();
  const holds = values.length > 0 ? values.includes(current) : current !== '';
  return negate ? !holds : holds;
}

/** What the dismiss button writes: the first of `value`, else '1' (either makes the rule hold, so negate hides). */
export function dismissValue(values: readonly string[]): string {
  return values[0] ?? '1';
}
