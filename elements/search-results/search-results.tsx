import { useLayoutEffect, useRef } from 'react';
import { ApiError } from '../../src/api.ts';
import { track } from '../../src/analytics.ts';
import { warnDataUnavailable } from '../../src/data-warning.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { elementLanguage, numberFormat } from '../../src/locale.ts';
import { formatMessage } from '../../src/strings.ts';
import type { PropsOf } from '../../src/props.ts';
import type { SearchResultsEvents } from './events.ts';
import type { meta } from './meta.ts';
import { C, HEADING_TAGS, Pagination, Placeholders, ResultItem, SearchBox } from './search-results-parts.tsx';
import { offsetOf, pageCount, pager, pageToShowInstead, writeSearchUrl } from './search-results-logic.ts';
import { useSearch, type SearchOutcome } from './use-search.ts';
import { useSearchUrl } from './use-search-url.ts';

export type { SearchResultsEvents } from './events.ts';
export type SearchResultsProps = PropsOf<typeof meta>;

const TAG = 'vb-search-results';
/** The server's field names for the attributes that set them, so a refusal names the attribute to fix. */
const FIELD_ATTRIBUTES: Record<string, string> = {
  numResults: 'num-results',
  facet: 'facet',
  customBSCId: 'custom-bsc-id',
  market: 'market',
  query: 'the search',
};

function warnFailure(failure: unknown): void {
  if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500 && failure.field) {
    console.warn(`<${TAG}>: the search service refused ${FIELD_ATTRIBUTES[failure.field] ?? failure.field}: ${failure.message}`);
  } else {
    warnDataUnavailable(TAG, failure);
  }
}

export function SearchResults(props: SearchResultsProps) {
  const { element } = useHost();
  const emit = useEmit<SearchResultsEvents>();
  const id = useDomId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { numResults } = props;
  const { request, go } = useSearchUrl(props.queryParam, props.pageParam);
  const level = props.headingLevel;
  const Heading = HEADING_TAGS[level - 1] ?? 'h2';
  const TitleTag = HEADING_TAGS[Math.min(level, 5)] ?? 'h3';

  const onSettled = ({ request: asked, answer, failure }: SearchOutcome) => {
    if (answer) {
      const instead = pageToShowInstead(asked.page, answer, numResults);
      // An old link to a page that no longer exists: the last page replaces it, as if the visitor had asked for it.
      if (instead !== null) return go({ query: asked.query, page: instead }, 'replace');
    } else {
      warnFailure(failure);
    }
    const matches = answer?.matches ?? 0;
    const pages = pageCount(matches, numResults);
    track(element, 'search', { contentTitle: props.heading, interactionText: asked.query, matches, page: asked.page, failed: !answer });
    emit('vb-search-results-load', { query: asked.query, page: asked.page, pages, matches, results: answer?.results ?? [], failed: !answer });
  };

  const options = { numResults, facet: props.facet.trim(), customBscId: props.customBscId.trim(), market: props.market.trim() };
  const { view, SafeHtml, retry } = useSearch(request, options, onSettled);
  const { phase, answer } = view;

  useLayoutEffect(() => {
    element.setAttribute('data-vb-state', phase);
  }, [element, phase]);

  const format = numberFormat(elementLanguage(element));
  const results = answer?.results ?? [];
  const count = phase === 'results' && answer ? pageCount(answer.matches, numResults) : 0;
  const from = offsetOf(request.page, numResults) + 1;
  const status =
    phase === 'idle'
      ? props.promptText
      : phase === 'loading'
        ? props.loadingText
        : phase === 'results' && answer
          ? formatMessage(props.summaryText, {
              from: format.format(from),
              to: format.format(from + results.length - 1),
              count: format.format(answer.matches),
              query: request.query,
            })
          : formatMessage(props.noResultsMessage, { query: request.query });

  const changePage = (page: number) => {
    go({ query: request.query, page }, 'push');
    // Spec section 2: focus moves to the results heading, so the next Tab reaches the new first result.
    headingRef.current?.focus();
  };
  const search = (query: string) => (query === request.query && request.page === 1 ? retry() : go({ query, page: 1 }, 'push'));

  return (
    <div className={`${C}root`} part="root">
      {props.searchBox ? <SearchBox query={request.query} inputId={`${id}-input`} text={props} onSearch={search} /> : null}
      <Heading className={`${C}heading`} part="heading" id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {props.heading}
      </Heading>
      <p className={`${C}status`} part="status" role="status" aria-busy={phase === 'loading' || undefined}>
        {status}
      </p>
      {phase === 'error' ? (
        <button type="button" className={`${C}retry vb-button`} part="retry" onClick={retry}>
          {props.retryText}
        </button>
      ) : null}
      {phase === 'loading' ? <Placeholders rows={numResults} /> : null}
      {results.length > 0 && SafeHtml ? (
        <ol className={`${C}list`} part="list" aria-labelledby={`${id}-heading`} start={from}>
          {results.map((result, index) => (
            <ResultItem
              key={`${index}-${result.url}`}
              result={result}
              titleTag={TitleTag}
              SafeHtml={SafeHtml}
              onOpen={(opened, href) => track(element, 'click', { contentTitle: props.heading, interactionText: opened.title, link: href })}
            />
          ))}
        </ol>
      ) : null}
      {count > 1 ? (
        <Pagination
          pager={pager(request.page, count)}
          current={request.page}
          hrefOf={(page) => writeSearchUrl(location.href, props.queryParam, props.pageParam, { query: request.query, page })}
          onPage={changePage}
          text={props}
        />
      ) : null}
    </div>
  );
}
