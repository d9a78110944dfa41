/**
 * vb-multi-buttons, the pure part: what each authored button reports to analytics, and what is wrong with the
 * children an author wrote. No DOM: node tests cover it. (Layout and alignment are checked against their choices in
 * meta.ts, as every element's are.)
 */

/** One authored child, as the hook reads it. */
export interface ChildInfo {
  /** Lower-case tag name. */
  tag: string;
  /** Its visible text (white space collapsed). */
  text: string;
  /** The `href` attribute of a link; null when absent. */
  href: string | null;
  analyticsText: string | null;
  trigger: string | null;
  action: string | null;
}

/** What a used button reports: its analytics text (own, else its text), its address, its remote trigger. */
export function clickInfo(child: ChildInfo): { text: string; href: string; trigger: string; action: string } {
  return {
    text: child.analyticsText?.trim() || child.text.replace(/\s+/g, ' ').trim(),
    href: child.tag === 'a' ? (child.href ?? '') : '',
    trigger: child.tag === 'button' ? (child.trigger?.trim() ?? '') : '',
    action: child.action?.trim() || 'toggle',
  };
}

/** A child that is a button of the group: a link with an address, or a button. */
export function isButton(child: Pick<ChildInfo, 'tag' | 'href'>): boolean {
  return (child.tag === 'a' && child.href !== null) || child.tag === 'button';
}

/** Warnings about the authored children, each naming what is wrong and how to fix it. */
export function childProblems(children: readonly ChildInfo[]): string[] {
  if (!children.some(isButton)) return ['no <a href> or <button> inside; write the buttons as its children, e.g. <a href="/visit">Visit us</a>.'];
  const problems: string[] = [];
  for (const child of children) {
    if (isButton(child)) {
      if (!child.text.trim() && !child.analyticsText?.trim())
        problems.push(`a <${child.tag}> without text: give it a text (or an aria-label and data-analytics-text).`);
    } else {
      problems.push(`<${child.tag}> is not a button: only <a href> and <button> children are laid out as buttons.`);
    }
  }
  return problems;
}
