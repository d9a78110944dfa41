import { useCallback, useEffect, useRef } from 'react';
import { hiddenValue } from '../../src/disclosure.ts';
import { formatMessage } from '../../src/strings.ts';
import { useDisclosure } from '../../src/hooks/use-disclosure.ts';
import { useDomId } from '../../src/hooks/use-dom-id.ts';
import { icsDataUrl } from './meeting-time.ts';
import { resultNaming, type ResultNaming } from './result-view.ts';

const C = 'vb-unit-finder__';

/** One result as the list shows it: every text already formatted (finder-logic's helpers, in unit-finder.tsx). */
export interface ResultView {
  id: string;
  /** 1-based place in the list: the number on its map marker. */
  number: number;
  name: string;
  typeLabel: string;
  /** '1.2 mi away'; empty when there is no origin (a unit opened from the URL alone). */
  distance: string;
  address: readonly string[];
  /** 'Sacrament meeting: Sunday at 9:00 AM'; empty when the time cannot be read (spec section 8). */
  meetingTime: string;
  /** 'Next meeting: tomorrow 10:30'; empty without a meeting time. */
  nextMeeting: string;
  /** The .ics text of the next meeting, offered as a download (a data: URL: no object URL to revoke). */
  calendar: string | null;
  /** The first missionary number, as shown; null when there is none. */
  phone: string | null;
  directions: string;
  ownWard: boolean;
  offersForm: boolean;
}

export interface ResultWords {
  churchName: string;
  getDirections: string;
  addToCalendar: string;
  missionaries: string;
  yourWard: string;
  formButton: string;
}

export interface ResultListProps {
  results: readonly ResultView[];
  selected: string | null;
  onSelect(id: string | null): void;
  onForm(result: ResultView): void;
  words: ResultWords;
}

/**
 * The results: one gives the single-result layout (open, nothing to toggle); more give a list of drawers
 * (WAI-ARIA accordion: a heading holding a button with aria-expanded and a unique name; its panel is no region). Opening a
 * closed drawer selects its unit and closes the others; pressing the open one again clears the selection.
 */
export function ResultList({ results, selected, onSelect, onForm, words }: ResultListProps) {
  const [only] = results;
  const naming = resultNaming(results);
  if (results.length === 1 && only) {
    return (
      <article className={`${C}single`} part="results result" data-vb-unit-id={only.id} data-vb-selected="" data-vb-own-ward={only.ownWard ? '' : undefined}>
        <h3 className={`${C}name ${C}name--single`}>{only.name}</h3>
        <Summary result={only} words={words} />
        <Details result={only} words={words} onForm={onForm} />
      </article>
    );
  }
  return (
    <ol className={`${C}results`} part="results">
      {results.map((result, i) => (
        <ResultDrawer
          key={result.id}
          result={result}
          naming={naming[i] ?? { hideType: false, numbered: false }}
          open={result.id === selected}
          onSelect={onSelect}
          onForm={onForm}
          words={words}
        />
      ))}
    </ol>
  );
}

function ResultDrawer({
  result,
  naming,
  open,
  onSelect,
  onForm,
  words,
}: {
  result: ResultView;
  /** Which parts of the button's text name it (resultNaming): a unique name, no doubled type word. */
  naming: ResultNaming;
  open: boolean;
  onSelect(id: string | null): void;
  onForm(result: ResultView): void;
  words: ResultWords;
}) {
  const id = useDomId();
  const panel = useRef<HTMLDivElement>(null);
  const item = useRef<HTMLLIElement>(null);
  const openAtMount = useRef(open);
  // A drawer closed at mount is hidden as it is made: no frame shows a fresh result open before the effect runs.
  const setPanel = useCallback((node: HTMLDivElement | null) => {
    panel.current = node;
    if (node && !openAtMount.current && !node.hasAttribute('hidden')) node.setAttribute('hidden', hiddenValue());
  }, []);
  useDisclosure(panel, open, { animate: true, onFound: () => onSelect(result.id) });
  // A unit selected elsewhere (its marker, the URL) is brought into view in the list.
  useEffect(() => {
    if (open) item.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);
  return (
    <li
      ref={item}
      className={`${C}result`}
      part="result"
      data-vb-unit-id={result.id}
      data-vb-selected={open ? '' : undefined}
      data-vb-own-ward={result.ownWard ? '' : undefined}
      data-vb-form={result.offersForm ? '' : undefined}
    >
      <div role="heading" aria-level={3} className={`${C}heading`}>
        <button
          type="button"
          className={`${C}toggle`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          id={`${id}-button`}
          onClick={() => onSelect(open ? null : result.id)}
        >
          <span className={`${C}number`} aria-hidden={naming.numbered ? undefined : 'true'}>
            {result.number}
          </span>
          <span className={`${C}toggle-text`}>
            <span className={`${C}name`}>{result.name}</span>
            <Summary result={result} words={words} hideType={naming.hideType} />
          </span>
          <span className={`vb-chevron ${C}icon`} aria-hidden="true" />
        </button>
      </div>
      {/* No region role: one landmark per result (38 of them after 'Provo, UT') is the landmark proliferation the APG
          accordion warns of, and axe's landmark-unique flagged it. */}
      <div ref={setPanel} id={`${id}-panel`} className={`${C}panel`}>
        <Details result={result} words={words} onForm={onForm} />
      </div>
    </li>
  );
}

function Summary({ result, words, hideType = false }: { result: ResultView; words: ResultWords; hideType?: boolean }) {
  return (
    <span className={`${C}summary`}>
      {result.ownWard ? <span className={`${C}own-ward`}>{words.yourWard}</span> : null}
      {/* Seen, but not read again after a name that ends with it ('Provo Central 1st Ward'). */}
      <span className={`${C}type`} aria-hidden={hideType ? 'true' : undefined}>
        {result.typeLabel}
      </span>
      {result.distance ? <span className={`${C}distance`}>{result.distance}</span> : null}
    </span>
  );
}

function Details({ result, words, onForm }: { result: ResultView; words: ResultWords; onForm(result: ResultView): void }) {
  const calendarUrl = result.calendar === null ? null : icsDataUrl(result.calendar);
  return (
    <div className={`${C}details`}>
      <p className={`${C}church`}>{words.churchName}</p>
      {result.address.length > 0 ? (
        <p className={`${C}address`}>
          {result.address.map((line, i) => (
            <span key={i} className={`${C}address-line`}>
              {line}
            </span>
          ))}
        </p>
      ) : null}
      {result.meetingTime ? <p className={`${C}time`}>{result.meetingTime}</p> : null}
      {result.nextMeeting ? (
        <p className={`${C}next`}>
          {result.nextMeeting}
          {calendarUrl ? (
            <>
              {' '}
              <a className={`${C}link ${C}calendar`} href={calendarUrl} download={`${fileName(result.name)}.ics`}>
                {words.addToCalendar}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {result.phone ? (
        <p className={`${C}phone`}>
          <a className={`${C}link`} href={`tel:${result.phone.replace(/[^\d+]/g, '')}`}>
            {formatMessage(words.missionaries, { phone: result.phone })}
          </a>
        </p>
      ) : null}
      <p className={`${C}actions`}>
        <a className={`${C}link ${C}directions`} href={result.directions} target="_blank" rel="noopener noreferrer">
          {words.getDirections}
        </a>
        {result.offersForm ? (
          <button type="button" className={`${C}button ${C}form-button`} onClick={() => onForm(result)}>
            {words.formButton}
          </button>
        ) : null}
      </p>
    </div>
  );
}

/** A file name from a unit name: letters, digits and dashes. */
function fileName(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase() || 'meeting'
  );
}
