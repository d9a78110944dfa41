import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { elementLanguage } from '../../src/locale.ts';
import { formatMessage } from '../../src/strings.ts';
import { useChoices } from '../../src/hooks/use-choices.ts';
import type { ChurchProductFilterEvents } from './events.ts';
import { initialSelection, keeps, languageLabel, parseCodes, urlWithSelection, type LanguageOption } from './language-filter.ts';
import type { PropsOf } from '../../src/props.ts';
import type { meta } from './meta.ts';

export type { ChurchProductFilterEvents } from './events.ts';

export type ChurchProductFilterProps = PropsOf<typeof meta>;

const B = 'vb-church-product-filter';
/** Marks the elements this filter hid, so it never shows one the page hid itself. */
const HIDDEN_BY_FILTER = 'data-vb-filter-hidden';

function readUrlParam(param: string): string | null {
  return param ? new URL(location.href).searchParams.get(param) : null;
}

/** Hide the marked elements under `target` that the selection leaves out; returns how many of how many stay. */
function applyFilter(target: Element, selected: readonly string[]): { shown: number; total: number } {
  const marked = Array.from(target.querySelectorAll<HTMLElement>('[data-vb-language]'));
  let shown = 0;
  for (const item of marked) {
    if (keeps(item.getAttribute('data-vb-language'), selected)) {
      shown += 1;
      if (item.hasAttribute(HIDDEN_BY_FILTER)) {
        item.removeAttribute(HIDDEN_BY_FILTER);
        item.hidden = false;
      }
    } else if (!item.hidden) {
      item.hidden = true;
      item.setAttribute(HIDDEN_BY_FILTER, '');
    }
  }
  return { shown, total: marked.length };
}

function unfilter(target: Element): void {
  for (const item of Array.from(target.querySelectorAll<HTMLElement>(`[${HIDDEN_BY_FILTER}]`))) {
    item.removeAttribute(HIDDEN_BY_FILTER);
    item.hidden = false;
  }
}

export function ChurchProductFilter(props: ChurchProductFilterProps) {
  const { value, multiple, urlParam, target, label, allLabel, countText } = props;
  const host = useHost();
  const emit = useEmit<ChurchProductFilterEvents>();
  const id = `${useDomId()}-control`;
  const { choices } = useChoices(host, props.languages);
  const lang = elementLanguage(host.element);
  const options: LanguageOption[] = useMemo(
    () =>
      choices
        .filter((choice) => parseCodes(choice.value).length === 1)
        .map((choice) => ({ code: choice.value, label: choice.label === choice.value ? languageLabel(choice.value, lang) : choice.label })),
    [choices, lang],
  );

  // The visitor's choice; null until they choose (or after back/forward), when the URL, `value` or the markup decide.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [urlVersion, setUrlVersion] = useState(0);
  useEffect(() => {
    if (!urlParam) return undefined;
    const onPopState = () => {
      setChosen(null);
      setUrlVersion((v) => v + 1);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [urlParam]);

  const requested = useMemo(() => {
    const fromUrl = readUrlParam(urlParam);
    if (fromUrl !== null) return parseCodes(fromUrl);
    if (value) return parseCodes(value);
    return choices.filter((choice) => choice.selected).map((choice) => choice.value);
    // urlVersion: the address changed (back/forward), read it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlParam, value, choices, urlVersion]);
  const selected = useMemo(() => chosen ?? initialSelection(requested, options, multiple), [chosen, requested, options, multiple]);
  const selectedKey = selected.join(',');

  const choose = useCallback(
    (codes: string[]) => {
      setChosen(codes);
      if (urlParam) history.replaceState(history.state, '', urlWithSelection(location.href, urlParam, codes));
      emit('vb-church-product-filter-change', { languages: codes });
    },
    [emit, urlParam],
  );

  useLayoutEffect(() => {
    host.element.setAttribute('data-vb-selected', selectedKey);
  }, [host.element, selectedKey]);

  // Kept with the target it counts, so a count of a former target never shows.
  const [count, setCount] = useState<{ target: string; shown: number; total: number } | null>(null);
  useEffect(() => {
    const root = host.element.getRootNode() as Document | ShadowRoot;
    const container = target ? (root.getElementById(target) ?? document.getElementById(target)) : null;
    if (!container) return undefined;
    const codes = selectedKey ? selectedKey.split(',') : [];
    const run = () => setCount({ target, ...applyFilter(container, codes) });
    run();
    // Items added later (a result list that renders after the filter) are filtered as they arrive.
    const observer = new MutationObserver(run);
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-vb-language'] });
    return () => {
      observer.disconnect();
      unfilter(container);
    };
  }, [host.element, target, selectedKey]);

  const onSelect = (event: ChangeEvent<HTMLSelectElement>) => choose(event.target.value ? [event.target.value] : []);
  const onCheck = (event: ChangeEvent<HTMLInputElement>) => {
    const code = event.target.value;
    const next = event.target.checked ? options.map((o) => o.code).filter((c) => c === code || selected.includes(c)) : selected.filter((c) => c !== code);
    choose(next);
  };

  const status =
    count && target && count.target === target ? (
      <p className={`${B}__count`} part="count" role="status">
        {formatMessage(countText, count)}
      </p>
    ) : null;

  if (multiple) {
    return (
      <fieldset className={`vb-fieldset ${B}__group`} part="group">
        <legend className={`${B}__label`} part="label">
          {label}
        </legend>
        <ul className={`${B}__options`} part="options">
          {options.map((option) => (
            <li className={`${B}__option`} part="option" key={option.code}>
              <label className={`${B}__choice`}>
                <input
                  className={`${B}__checkbox`}
                  part="checkbox"
                  type="checkbox"
                  value={option.code}
                  checked={selected.includes(option.code)}
                  onChange={onCheck}
                />
                <span>{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
        {status}
      </fieldset>
    );
  }
  return (
    <div className={`${B}__group`} part="group">
      <label className={`${B}__label`} part="label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className={`${B}__select`} part="select" value={selected[0] ?? ''} onChange={onSelect}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
      {status}
    </div>
  );
}
