/**
 * The options of vb-select-box and vb-select-group, from one of two places a page author can write them: the
 * `options` attribute (JSON) or `<option>` elements inside the tag (the CMS-friendly way, and what shows
 * before the script runs). Shared by vb-select-box, vb-select-group, vb-checkbox-radio and vb-church-product-filter.
 */
import { useLayoutEffect, useMemo, useState } from 'react';
import type { HostInfo } from './host-context.ts';
import { slotNodes } from './slot-nodes.ts';

export type { ChoiceInput } from '../choice-input.ts';

export interface Choice {
  value: string;
  label: string;
  disabled: boolean;
  /** Chosen by default (an option's `selected` attribute, or `"selected": true`). */
  selected: boolean;
  /** Marked `data-conditional` in the markup: vb-checkbox-radio's option that makes its conditional field required. */
  conditional?: boolean;
}

/** Options from the JSON attribute; entries of another shape are dropped and named in `problems`. */
export function parseChoices(input: unknown): { choices: Choice[]; problems: string[] } {
  const problems: string[] = [];
  if (!Array.isArray(input)) return { choices: [], problems: input == null ? [] : ['options must be a JSON list'] };
  const choices: Choice[] = [];
  const seen = new Set<string>();
  input.forEach((entry: unknown, i) => {
    let choice: Choice | null = null;
    if (typeof entry === 'string') choice = { value: entry, label: entry, disabled: false, selected: false };
    else if (entry && typeof entry === 'object' && typeof (entry as { value?: unknown }).value === 'string') {
      const { value, label, disabled, selected } = entry as { value: string; label?: unknown; disabled?: unknown; selected?: unknown };
      choice = { value, label: typeof label === 'string' && label.trim() ? label : value, disabled: disabled === true, selected: selected === true };
    }
    if (!choice) problems.push(`option ${i} is neither a string nor { "value": "...", "label": "..." }`);
    else if (seen.has(choice.value)) problems.push(`option ${i} repeats the value "${choice.value}"`);
    else {
      seen.add(choice.value);
      choices.push(choice);
    }
  });
  return { choices, problems };
}

/** Options from the author's `<option>` elements, at any depth (an `<optgroup>` or a wrapper is read through). */
export function choicesFromNodes(nodes: readonly Node[]): Choice[] {
  const options: HTMLOptionElement[] = [];
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    if (node.localName === 'option') options.push(node as HTMLOptionElement);
    options.push(...Array.from(node.querySelectorAll('option')));
  }
  const seen = new Set<string>();
  const choices: Choice[] = [];
  for (const option of options) {
    const label = (option.getAttribute('label') ?? option.textContent ?? '').replace(/\s+/g, ' ').trim();
    const value = option.getAttribute('value') ?? label;
    if (seen.has(value)) continue;
    seen.add(value);
    const choice: Choice = { value, label: label || value, disabled: option.hasAttribute('disabled'), selected: option.hasAttribute('selected') };
    if (option.hasAttribute('data-conditional')) choice.conditional = true;
    choices.push(choice);
  }
  return choices;
}

/** The options to show: the attribute when it holds any, else the author's markup (re-read when it changes). */
export function useChoices(host: HostInfo, optionsProp: unknown): { choices: Choice[]; problems: string[] } {
  const fromAttribute = Array.isArray(optionsProp) && optionsProp.length > 0;
  const [version, setVersion] = useState(0);
  useLayoutEffect(() => {
    if (fromAttribute) return undefined;
    return host.onAuthorChange(() => setVersion((v) => v + 1));
  }, [host, fromAttribute]);
  return useMemo(
    () => (fromAttribute ? parseChoices(optionsProp) : { choices: choicesFromNodes(slotNodes(host, '')), problems: [] }),
    // version stands for the author's markup, which slotNodes reads from the DOM, outside React.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fromAttribute, optionsProp, host, version],
  );
}
