/**
 * vb-stepped-form's rules (spec section 3 'Stepped form config', section 4 'Stepped form', section 8 'Form
 * submit'), pure so Node tests cover them: how many steps, which regions a step shows, its title and label,
 * what an answer from the server means, the verification summary's rows, and the saved draft.
 */

/** Steps: `num-steps` when given (1 or more), else one per region; at least 1. */
export function stepCount(numSteps: number, regionCount: number): number {
  if (Number.isInteger(numSteps) && numSteps >= 1) return numSteps;
  return Math.max(1, regionCount);
}

export function clampStep(step: number, total: number): number {
  if (!Number.isFinite(step)) return 1;
  return Math.min(Math.max(1, Math.trunc(step)), Math.max(1, total));
}

/**
 * The region indexes step `step` (1-based) shows: its own region; regions beyond the last step join the last
 * step; a step with no region (a final check-your-answers step) shows none.
 */
export function regionsOfStep(step: number, total: number, regionCount: number): number[] {
  if (step < total) return step - 1 < regionCount ? [step - 1] : [];
  const out: number[] = [];
  for (let index = step - 1; index < regionCount; index++) out.push(index);
  return out;
}

/** The step a region belongs to (1-based): the inverse of regionsOfStep. */
export function stepOfRegion(region: number, total: number): number {
  return Math.min(region + 1, total);
}

/** A step's title: the `titles` entry, else the region's own `data-title`, else empty. */
export function stepTitle(titles: readonly unknown[], step: number, regionTitle?: string | null): string {
  const given = titles[step - 1];
  if (typeof given === 'string' && given.trim()) return given.trim();
  return regionTitle?.trim() ?? '';
}

/** '{stepWord} {number} of {total}' filled in. */
export function stepLabel(template: string, stepWord: string, step: number, total: number): string {
  return template
    .replace(/\{stepWord\}/g, stepWord)
    .replace(/\{number\}/g, String(step))
    .replace(/\{total\}/g, String(total))
    .trim();
}

export interface Answer {
  /** 1-based step the field is on (where its change link goes). */
  step: number;
  name: string;
  label: string;
  values: readonly string[];
  /** The element the change link focuses. */
  fieldId?: string;
}

export interface SummaryRow {
  step: number;
  name: string;
  label: string;
  value: string;
  fieldId?: string;
}

/** One row per question in step order, values joined, an unanswered one shown as `notGiven`. */
export function summaryRows(answers: readonly Answer[], notGiven: string): SummaryRow[] {
  const rows = new Map<string, SummaryRow>();
  for (const answer of answers) {
    const values = answer.values.map((value) => value.trim()).filter(Boolean);
    const existing = rows.get(answer.name);
    if (existing) {
      if (values.length) existing.value = existing.value === notGiven ? values.join(', ') : [existing.value, ...values].join(', ');
      continue;
    }
    rows.set(answer.name, {
      step: answer.step,
      name: answer.name,
      label: answer.label || answer.name,
      value: values.length ? values.join(', ') : notGiven,
      fieldId: answer.fieldId,
    });
  }
  return [...rows.values()].sort((a, b) => a.step - b.step);
}

export interface Draft {
  step: number;
  /** Native inputs' values by name (the form fields of the form-control kit keep their own copy). */
  values: Record<string, string[]>;
}

/** A draft read back from session storage, or undefined when it is not one of ours. */
export function parseDraft(raw: unknown, total: number): Draft | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const record = raw as Record<string, unknown>;
  if (typeof record.step !== 'number') return undefined;
  const values: Record<string, string[]> = {};
  if (typeof record.values === 'object' && record.values !== null) {
    for (const [name, list] of Object.entries(record.values as Record<string, unknown>)) {
      if (Array.isArray(list) && list.every((item) => typeof item === 'string')) values[name] = list as string[];
    }
  }
  return { step: clampStep(record.step, total), values };
}

/** The page's history state this form writes: which form, which step. */
export interface HistoryStep {
  form: string;
  step: number;
}

export function historyStepOf(state: unknown, form: string): number | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const entry = (state as Record<string, unknown>).vbSteppedForm;
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { form: id, step } = entry as Partial<HistoryStep>;
  return id === form && typeof step === 'number' ? step : undefined;
}

export function withHistoryStep(state: unknown, form: string, step: number): Record<string, unknown> {
  const base = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return { ...base, vbSteppedForm: { form, step } satisfies HistoryStep };
}
