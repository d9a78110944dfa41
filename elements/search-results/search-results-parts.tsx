import { useState, type FormEvent, type MouseEvent } from 'react';
import { formatMessage } from '../../src/strings.ts';
import { safeUrl } from '../../src/safe-href.ts';
import { displayUrl, MAX_QUERY_CHARS, type Pager, type SearchResult } from './search-results-logic.ts';
import type { SafeHtmlComponent } from './use-search.ts';

/** Light-DOM class prefix (house rules). */
export const C = 'vb-search-results__';
export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export type HeadingTag = (typeof HEADING_TAGS)[number];

/** A plain left click: the element handles it; a new tab or window is the browser's. */
export function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** One result (spec section 3): title link, address, image, description; the answer's text only, never its markup. */
export function ResultItem(props: {
  result: SearchResult;
  titleTag: HeadingTag;
  SafeHtml: SafeHtmlComponent;
  onOpen: (result: SearchResult, href: string) => void;
}) {
  const { result, titleTag: Title, SafeHtml, onOpen } = props;
  const url = safeUrl(result.url, document.baseURI);
  const image = safeUrl(result.image, document.baseURI);
  const title = result.title.trim() ? result.title : url ? displayUrl(url) : '';
  return (
    <li className={`${C}result`} part="result">
      {image ? <img className={`${C}image`} part="image" src={image.href} alt="" width={64} height={64} loading="lazy" decoding="async" /> : null}
      <div className={`${C}body`}>
        <Title className={`${C}title-heading`}>
          {url ? (
            <a className={`${C}title`} part="title" href={url.href} onClick={() => onOpen(result, url.href)}>
              <SafeHtml as="span" html={title} />
            </a>
          ) : (
            <SafeHtml as="span" className={`${C}title`} part="title" html={title} />
          )}
        </Title>
        {url ? (
          <p className={`${C}url`} part="url">
            {displayUrl(url)}
          </p>
        ) : null}
        {result.description ? <SafeHtml as="p" className={`${C}description`} part="description" html={result.description} /> : null}
      </div>
    </li>
  );
}

/**
 * While a search runs: one row per expected result and the page buttons' row, drawn as a result row is
 * (search-results.css gives both the same fixed height), so the answer arriving moves nothing below the block.
 * Hidden from assistive technology: the status line says the search is running.
 */
export function Placeholders(props: { rows: number }) {
  return (
    <div className={`${C}placeholders`} aria-hidden="true">
      <ol className={`${C}list`}>
        {Array.from({ length: props.rows }, (_, index) => (
          <li className={`${C}result ${C}placeholder`} key={index}>
            <span className={`${C}placeholder-image`} />
            <span className={`${C}body`}>
              <span className={`${C}placeholder-line ${C}placeholder-title`} />
              <span className={`${C}placeholder-line ${C}placeholder-url`} />
              <span className={`${C}placeholder-line`} />
              <span className={`${C}placeholder-line ${C}placeholder-last`} />
            </span>
          </li>
        ))}
      </ol>
      <span className={`${C}pagination ${C}placeholder-pagination`} />
    </div>
  );
}

export interface PaginationText {
  pagesLabel: string;
  pageText: string;
  previousText: string;
  nextText: string;
}

/** At most 5 page buttons with previous and next arrows (spec section 2); each is a link to its page's address. */
export function Pagination(props: { pager: Pager; current: number; hrefOf: (page: number) => string; onPage: (page: number) => void; text: PaginationText }) {
  const { pager, current, hrefOf, onPage, text } = props;
  const link = (page: number) => ({
    href: hrefOf(page),
    onClick(event: MouseEvent) {
      if (!plainClick(event)) return;
      event.preventDefault();
      onPage(page);
    },
  });
  const arrow = (kind: 'previous' | 'next', page: number | null) => {
    const symbol = kind === 'previous' ? '‹' : '›';
    const label = kind === 'previous' ? text.previousText : text.nextText;
    // At either end the arrow keeps its place but is no link: nothing to press, nothing to announce.
    if (page === null) {
      return (
        <span className={`${C}${kind} ${C}arrow ${C}arrow--disabled`} part={kind} aria-hidden="true">
          {symbol}
        </span>
      );
    }
    return (
      <a className={`${C}${kind} ${C}arrow`} part={kind} aria-label={label} rel={kind === 'previous' ? 'prev' : 'next'} {...link(page)}>
        <span aria-hidden="true">{symbol}</span>
      </a>
    );
  };
  return (
    <nav className={`${C}pagination`} part="pagination" aria-label={text.pagesLabel}>
      <ul className={`${C}pages`}>
        <li className={`${C}pages-item`}>{arrow('previous', pager.previous)}</li>
        {pager.pages.map((page) => (
          <li className={`${C}pages-item`} key={page}>
            <a
              className={`${C}page`}
              part="page"
              aria-label={formatMessage(text.pageText, { page })}
              aria-current={page === current ? 'page' : undefined}
              {...link(page)}
            >
              {page}
            </a>
          </li>
        ))}
        <li className={`${C}pages-item`}>{arrow('next', pager.next)}</li>
      </ul>
    </nav>
  );
}

/** The optional search box: filled with the search shown, submitting searches again in place. */
export interface SearchBoxText {
  searchLabel: string;
  searchButtonText: string;
  emptyQueryMessage: string;
}

/**
 * The optional search box: filled with the search shown, submitting searches again in place. An empty box is
 * not searched: it is marked invalid with its message (as the finder's search, spec section 5), until typed in.
 */
export function SearchBox(props: { query: string; inputId: string; text: SearchBoxText; onSearch: (query: string) => void }) {
  const { query, inputId, text, onSearch } = props;
  const [typed, setTyped] = useState(query);
  const [shown, setShown] = useState(query);
  const [invalid, setInvalid] = useState(false);
  // Back and forward bring another search: the box shows it (adjusted while rendering, not after).
  if (shown !== query) {
    setShown(query);
    setTyped(query);
    setInvalid(false);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = typed.trim();
    if (search) return onSearch(search);
    setInvalid(true);
    event.currentTarget.querySelector('input')?.focus();
  };
  const messageId = `${inputId}-message`;
  return (
    <form className={`${C}form`} part="form" role="search" onSubmit={submit} noValidate>
      <label className={`${C}label`} htmlFor={inputId}>
        {text.searchLabel}
      </label>
      <span className={`${C}field`}>
        <input
          className={`${C}input`}
          part="input"
          id={inputId}
          type="search"
          name="query"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={MAX_QUERY_CHARS}
          value={typed}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? messageId : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setInvalid(false);
          }}
        />
        <button className={`${C}button vb-button`} part="button" type="submit">
          {text.searchButtonText}
        </button>
      </span>
      {invalid ? (
        <p className={`${C}box-message`} part="box-message" id={messageId} role="alert">
          {text.emptyQueryMessage}
        </p>
      ) : null}
    </form>
  );
}
