/**
 * The poll's results: shown after a vote, or to a returning visitor. Neither needs it until the counts
 * arrive, so use-poll.ts imports this module alongside the call that reads them instead of shipping it
 * with the element.
 */
import type { ReactElement, RefObject } from 'react';
import { elementLanguage, numberFormat } from '../../src/locale.ts';
import { formatMessage } from '../../src/strings.ts';
import { adoptMoreStyles } from '../../src/more-styles.ts';
import resultsCss from './poll-results.css?inline';
import { shareOf, totalOf, type PollAnswer } from './poll-data.ts';

/** Light-DOM class prefix, as in poll.tsx. */
const C = 'vb-poll__';

/** The results' numbers in the poll's language (src/locale.ts: nearest lang, then the page's, then English). */
function formatters(element: HTMLElement): { percent: Intl.NumberFormat; count: Intl.NumberFormat } {
  const language = elementLanguage(element);
  return { percent: numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }), count: numberFormat(language) };
}

export interface PollResultsProps {
  element: HTMLElement;
  mode: 'shadow' | 'light';
  answers: PollAnswer[];
  counts: number[];
  voteId: number | null;
  /** The id of the results label, which names the list. */
  labelId: string;
  /** Focus goes here after a vote made from inside the poll. */
  thanks: RefObject<HTMLParagraphElement | null>;
  thankYouText: string;
  resultsLabel: string;
  totalLabel: string;
  yourVoteLabel: string;
}

/** A render function (no hooks; adopting the sheet again is a no-op): poll.tsx's Results calls it once this module is loaded. */
export function pollResults({
  element,
  mode,
  answers,
  counts,
  voteId,
  labelId,
  thanks,
  thankYouText,
  resultsLabel,
  totalLabel,
  yourVoteLabel,
}: PollResultsProps): ReactElement {
  // Before the results' nodes exist, so their first style already has these rules (the bars' @starting-style).
  adoptMoreStyles(element, mode, 'vb-poll', 'vb-poll-results', resultsCss);
  const total = totalOf(counts, answers);
  const format = formatters(element);
  return (
    <div part="results" className={`${C}results`}>
      <p part="message thanks" className={`${C}thanks`} tabIndex={-1} ref={thanks}>
        {thankYouText}
      </p>
      <p part="results-label" className={`${C}results-label`} id={labelId}>
        {resultsLabel}
      </p>
      <ul className={`${C}results-list`} aria-labelledby={labelId}>
        {answers.map((answer) => {
          const count = counts[answer.voteid] ?? 0;
          const share = shareOf(count, total);
          const chosen = answer.voteid === voteId;
          return (
            <li
              key={answer.voteid}
              part={chosen ? 'result chosen' : 'result'}
              className={chosen ? `${C}result ${C}result--chosen` : `${C}result`}
              data-voteid={answer.voteid}
            >
              <span className={`${C}label`}>
                <span part="result-text" className={`${C}result-text`}>
                  {answer.text}
                </span>
                {chosen && (
                  <span part="your-vote" className={`${C}your-vote`}>
                    <span aria-hidden="true">✓ </span>
                    {yourVoteLabel}
                  </span>
                )}
              </span>
              <span part="percent" className={`${C}percent`}>
                {format.percent.format(share)}
              </span>
              {/* Decorative: the percentage above says the same in text. */}
              <span part="bar" className={`${C}bar`} aria-hidden="true">
                <span part="bar-fill" className={`${C}bar-fill`} style={{ inlineSize: `${(share * 100).toFixed(2)}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
      <p part="total" className={`${C}total`}>
        {formatMessage(totalLabel, { count: format.count.format(total) })}
      </p>
    </div>
  );
}
