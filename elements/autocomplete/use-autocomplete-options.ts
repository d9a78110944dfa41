/**
 * vb-autocomplete's options for the typed text, from whichever source the author gave: a URL (`src`: asked after
 * `debounce` ms without typing, each question cancelling the one before, and only the newest answer shown, by
 * src/latest-search.ts), else the `options` attribute or the `<option>` elements inside the tag (src/hooks/use-choices.ts),
 * matched at once. Also what the note under the box says (no results, a failure).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../src/api.ts';
import type { HostInfo } from '../../src/hooks/host-context.ts';
import { useChoices } from '../../src/hooks/use-choices.ts';
import { LatestSearch } from '../../src/latest-search.ts';
import { listNote, matchOptions, optionsFromAnswer, shouldAsk, type AutocompleteOption, type ListNote } from './autocomplete-logic.ts';

export interface OptionsSource {
  /** The author's options attribute (parsed JSON). */
  options: unknown;
  src: string;
  param: string;
  debounce: number;
  minChars: number;
  maxOptions: number;
}

export interface AutocompleteOptions {
  options: AutocompleteOption[];
  note: ListNote;
  /** What is wrong with the `options` attribute (entries dropped), for a console warning. */
  problems: string[];
  /** The visitor typed `text`: a URL source asks for it after the pause. */
  typed(text: string): void;
  /** An option was chosen or the form reset: a pending question is dropped. */
  stop(): void;
}

interface Answer {
  /** The text the answer is for ('' before any). */
  query: string;
  options: AutocompleteOption[];
  failed: boolean;
}

const NO_ANSWER: Answer = { query: '', options: [], failed: false };

/** The URL source: a debounced question per pause in typing; the newest one's answer wins. */
function useUrlOptions(source: OptionsSource, query: string): AutocompleteOptions {
  const { src, param, debounce, minChars, maxOptions } = source;
  const [requests] = useState(() => new LatestSearch());
  const [answer, setAnswer] = useState<Answer>(NO_ANSWER);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    requests.abort();
  }, [requests]);

  const ask = useCallback(
    (text: string) => {
      void requests
        .run((signal) => api(src, { query: { [param]: text }, signal }))
        .then(
          (outcome) => {
            if (!outcome.superseded) setAnswer({ query: text, options: optionsFromAnswer(outcome.value, maxOptions), failed: false });
          },
          () => setAnswer({ query: text, options: [], failed: true }),
        );
    },
    [requests, src, param, maxOptions],
  );

  const typed = useCallback(
    (text: string) => {
      stop();
      const trimmed = text.trim();
      if (!shouldAsk(trimmed, minChars)) {
        setAnswer(NO_ANSWER);
        return;
      }
      timer.current = setTimeout(() => ask(trimmed), Math.max(0, debounce));
    },
    [stop, ask, minChars, debounce],
  );

  useEffect(() => stop, [stop]);

  const settled = answer.query !== '' && answer.query === query.trim();
  const note = listNote({ query, settled, failed: answer.failed, count: answer.options.length });
  return { options: answer.options, note, problems: [], typed, stop };
}

/** A list source: the author's options that match, at once. */
function useListOptions(host: HostInfo, source: OptionsSource, query: string, active: boolean): AutocompleteOptions {
  const { choices, problems } = useChoices(host, active ? source.options : []);
  const all = useMemo(() => choices.filter((c) => !c.disabled).map((c) => ({ text: c.label, value: c.value })), [choices]);
  const options = useMemo(() => matchOptions(all, query, source.maxOptions), [all, query, source.maxOptions]);
  const note = listNote({ query, settled: true, failed: false, count: options.length });
  return { options, note, problems, typed: noop, stop: noop };
}

function noop(): void {}

export function useAutocompleteOptions(host: HostInfo, source: OptionsSource, query: string): AutocompleteOptions {
  const fromUrl = source.src.trim() !== '';
  // Both hooks always run (hooks keep their order); the one that is not the source stays idle.
  const list = useListOptions(host, source, query, !fromUrl);
  const url = useUrlOptions(source, query);
  return fromUrl ? url : list;
}
