/**
 * Reading the visitor's answers and the fields to fix out of the author's form (DOM side of the summary and
 * the error summary; the rules are in stepped-form-logic.ts).
 */
import { isFieldValid, validatableFieldsIn, type Validatable } from '../../src/form-fields.ts';
import { stepOfRegion, type Answer } from './stepped-form-logic.ts';

const NOT_QUESTIONS: ReadonlySet<string> = new Set(['submit', 'button', 'reset', 'image', 'hidden', 'fieldset', 'output']);

/** The fields a visitor answers: validatable, named, not a button. */
export function questionsIn(region: Element): Validatable[] {
  return validatableFieldsIn([region]).filter((field) => {
    const type = (field as Partial<HTMLInputElement>).type ?? '';
    return field.localName !== 'button' && !NOT_QUESTIONS.has(type);
  });
}

function text(node: Element | null | undefined): string {
  return node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** A field's label as the visitor sees it: a group's legend for a choice, the label, the field's `label` attribute. */
export function labelOf(field: Element): string {
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
    const legend = text(field.closest('fieldset')?.querySelector(':scope > legend'));
    if (legend) return legend;
  }
  const labels = (field as Partial<HTMLInputElement>).labels;
  const own = field.getAttribute('label') ?? '';
  if (own.trim()) return own.trim();
  if (labels && labels.length) return text(labels[0]);
  return field.getAttribute('aria-label')?.trim() || field.getAttribute('name') || '';
}

/** What the visitor chose or typed, as they saw it (an option's text, a checked box's label). */
export function displayValues(field: Validatable, form: HTMLFormElement, yes: string): string[] {
  if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
    return field.checked ? [text(field.labels?.[0]) || field.value] : [];
  }
  if (field instanceof HTMLSelectElement) return Array.from(field.selectedOptions, (option) => text(option)).filter(Boolean);
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) return [field.value];
  const name = field.getAttribute('name');
  const values = name ? new FormData(form).getAll(name).filter((value): value is string => typeof value === 'string') : [];
  // A single box of the form-control kit: checked is the answer "yes", not its submitted value.
  if (field.localName === 'vb-check-box') return values.length ? [yes] : [];
  // Choices written as <option>s inside the field (vb-select-box): show what the visitor read.
  const options = Array.from(field.querySelectorAll('option'));
  return values.map((value) => text(options.find((option) => option.value === value)) || value);
}

/** Every question's answer, with the step it is on. */
export function readAnswers(form: HTMLFormElement, regions: readonly HTMLElement[], total: number, yes: string): Answer[] {
  const answers: Answer[] = [];
  regions.forEach((region, index) => {
    for (const field of questionsIn(region)) {
      const name = field.getAttribute('name');
      if (!name) continue;
      answers.push({ step: stepOfRegion(index, total), name, label: labelOf(field), values: displayValues(field, form, yes), fieldId: field.id || undefined });
    }
  });
  return answers;
}

export interface Problem {
  field: Validatable;
  step: number;
  label: string;
  message: string;
}

/** Every field that is not valid, in step order, without showing anything yet. */
export function findProblems(regions: readonly HTMLElement[], total: number, only?: readonly number[]): Problem[] {
  const problems: Problem[] = [];
  regions.forEach((region, index) => {
    if (only && !only.includes(index)) return;
    for (const field of questionsIn(region)) {
      if (isFieldValid(field)) continue;
      const message = (field as Partial<HTMLInputElement>).validationMessage ?? '';
      problems.push({ field, step: stepOfRegion(index, total), label: labelOf(field), message });
    }
  });
  return problems;
}

/**
 * Show the problems' messages; focus goes to the first (the form-control kit focuses the first of our fields
 * in one task; a native input focuses itself when reported, so it is reported last when it comes first).
 */
export function reportProblems(problems: readonly Problem[]): void {
  const first = problems[0]?.field;
  if (!first) return;
  const isOurs = (field: Element) => !(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement);
  // Native inputs other than the first keep their :user-invalid look; reporting them would move the bubble.
  const others = problems.map((problem) => problem.field).filter((field) => field !== first && isOurs(field));
  if (isOurs(first)) {
    first.reportValidity();
    for (const field of others) field.reportValidity();
  } else {
    for (const field of others) field.reportValidity();
    first.reportValidity();
  }
}

/** How long Next waits for a field's server check (email, phone) before judging it. */
export const CHECK_WAIT_MS = 10000;

const isChecking = (field: Element) => field.getAttribute('data-vb-state') === 'checking';

/** Some of these problems may be only a server check still running. */
export function hasChecks(problems: readonly Problem[]): boolean {
  return problems.some((problem) => isChecking(problem.field));
}

/**
 * A field the server is still checking is invalid only until it answers: wait for those among `problems`
 * (their `data-vb-state` leaves 'checking'), at most CHECK_WAIT_MS. True when any was waited for.
 */
export async function waitForChecks(problems: readonly Problem[]): Promise<boolean> {
  const pending = problems.map((problem) => problem.field).filter(isChecking);
  if (pending.length === 0) return false;
  await new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (pending.some(isChecking)) return;
      finish();
    });
    const timer = setTimeout(() => finish(), CHECK_WAIT_MS);
    function finish() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    for (const field of pending) observer.observe(field, { attributes: true, attributeFilter: ['data-vb-state'] });
  });
  return true;
}
