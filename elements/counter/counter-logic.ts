/** vb-counter's pure rules; the shared counter rules are src/social-counter-logic.ts. */

/** A giving counter takes increments (spec section 5: only with a limit above 0). */
export function isGiving(limit: number): boolean {
  return Number.isFinite(limit) && limit > 0;
}

/** The limit as the server takes it (a whole number of 1 or more), or undefined. */
export function serverLimit(limit: number): number | undefined {
  return isGiving(limit) ? Math.max(1, Math.floor(limit)) : undefined;
}

/** `{name}` placeholders replaced by their values. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
