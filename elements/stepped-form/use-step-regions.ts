import { useEffect, useState } from 'react';
import type { HostInfo } from '../../src/hooks/host-context.ts';

export interface StepRegions {
  form: HTMLFormElement | null;
  /** The author's step regions, in document order. */
  regions: HTMLElement[];
  /** The author's own confirmation (`data-confirmation`), outside the form. */
  confirmation: HTMLElement | null;
}

/** Regions are the form's outermost `data-step` elements; a form without any uses its own fieldsets. */
export function findRegions(form: HTMLFormElement): HTMLElement[] {
  const marked = Array.from(form.querySelectorAll<HTMLElement>('[data-step]')).filter((region) => !region.parentElement?.closest('[data-step]'));
  if (marked.length) return marked;
  return Array.from(form.querySelectorAll<HTMLElement>(':scope > fieldset'));
}

/** Where the author's content is: the host's children, or in light mode the captured nodes (placed after the first render). */
function authorRoots(host: HostInfo): Element[] {
  if (host.mode !== 'light') return [host.element];
  return (host.captured.get('') ?? []).filter((node): node is Element => node instanceof Element);
}

function findAll<T extends Element>(roots: readonly Element[], selector: string): T[] {
  return roots.flatMap((root) => [...(root.matches(selector) ? [root as T] : []), ...Array.from(root.querySelectorAll<T>(selector))]);
}

function read(host: HostInfo): StepRegions {
  const roots = authorRoots(host);
  const form = findAll<HTMLFormElement>(roots, 'form')[0] ?? null;
  const confirmation = findAll<HTMLElement>(roots, '[data-confirmation]').find((node) => !node.closest('form')) ?? null;
  return { form, regions: form ? findRegions(form) : [], confirmation };
}

const same = (a: StepRegions, b: StepRegions) =>
  a.form === b.form && a.confirmation === b.confirmation && a.regions.length === b.regions.length && a.regions.every((region, i) => region === b.regions[i]);

/** The author's form, regions and confirmation, read again when the author's content changes. */
export function useStepRegions(host: HostInfo): StepRegions {
  const [found, setFound] = useState(() => read(host));
  useEffect(() => {
    const reread = () =>
      setFound((previous) => {
        const next = read(host);
        return same(previous, next) ? previous : next;
      });
    reread();
    return host.onAuthorChange(reread);
  }, [host]);

  useEffect(() => {
    if (!found.form) {
      console.warn(`<${host.tag}>: no <form> inside the tag. Put the fields in a <form> whose steps are data-step regions (or fieldsets); see its README.`);
    } else if (found.regions.length === 0) {
      console.warn(`<${host.tag}>: the form has no data-step regions and no fieldsets, so it is one step.`);
    }
  }, [host.tag, found]);

  // The element checks each step itself; the browser's own check of the whole form would report hidden steps' fields.
  useEffect(() => {
    const form = found.form;
    if (!form) return undefined;
    const before = form.hasAttribute('novalidate');
    form.setAttribute('novalidate', '');
    return () => void (before || form.removeAttribute('novalidate'));
  }, [found.form]);
  return found;
}
