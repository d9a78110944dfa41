/**
 * The finder's analytics through src/analytics.ts (visitor-blocks spec section 7: search, click, map drag and
 * zoom aggregated within 1 s, chat open/start/close), and the two pieces of finder logic that need a real
 * document: the CID cookie of the form display rule and the URL state written to the real history.
 */
import { expect } from '@open-wc/testing';
import {
  createMapMoveAggregator,
  FINDER_ANALYTICS,
  trackChat,
  trackFinderClick,
  trackFinderSearch,
  type AggregatorTimers,
} from '../../../elements/unit-finder/finder-analytics.ts';
import { MAP_ANALYTICS_AGGREGATE_MS } from '../../../elements/unit-finder/finder-constants.ts';
import { campaignCookie, showsForm } from '../../../elements/unit-finder/form-display.ts';
import { commitUrlState, readUrlState } from '../../../elements/unit-finder/url-state.ts';

type LayerEvent = { event: string; component: { info: Record<string, unknown> }; category: { primary: string } };
const globals = window as unknown as { dataLayer?: LayerEvent[]; visitorBlocksAnalyticsEvents?: Record<string, string> };

/** A clock the test moves by hand: no timed assertions. */
class ManualTimers implements AggregatorTimers {
  now = 0;
  private pending = new Map<number, { at: number; handler: () => void }>();
  private next = 1;
  setTimeout(handler: () => void, ms: number): unknown {
    const id = this.next++;
    this.pending.set(id, { at: this.now + ms, handler });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  advance(ms: number): void {
    this.now += ms;
    for (const [id, timer] of [...this.pending]) {
      if (timer.at <= this.now) {
        this.pending.delete(id);
        timer.handler();
      }
    }
  }
}

describe('unit finder analytics', () => {
  let finder: HTMLElement;
  let button: HTMLButtonElement;

  beforeEach(() => {
    delete globals.dataLayer;
    globals.visitorBlocksAnalyticsEvents = { finderSearch: 'Finder Search', mapDrag: 'Map Drag', mapZoom: 'Map Zoom', chatOpen: 'Chat Open' };
    finder = document.createElement('vb-unit-finder');
    button = document.createElement('button');
    finder.append(button);
    document.body.append(finder);
  });
  afterEach(() => {
    finder.remove();
    delete globals.dataLayer;
    delete globals.visitorBlocksAnalyticsEvents;
  });

  it('a search, a click and the chat stages reach the data layer under the page names', () => {
    trackFinderSearch(finder, { text: 'Provo, UT', results: 12, exact: false });
    trackFinderClick(button, { text: 'Provo Central 1st Ward', link: 'https://www.google.com/maps/dir/?api=1', unitId: '379198' });
    trackChat(finder, 'open');
    trackChat(finder, 'start');
    trackChat(finder, 'close');
    const layer = globals.dataLayer ?? [];
    expect(layer.map((event) => event.event)).to.deep.equal(['Finder Search', 'Component Click', 'Chat Open', 'Component Click', 'Component Click']);
    expect(layer[0]!.component.info).to.include({ interactionText: 'Provo, UT', results: 12, exact: false });
    expect(layer[0]!.category.primary).to.equal('unit-finder');
    expect(layer[1]!.component.info).to.include({ interactionText: 'Provo Central 1st Ward', unitId: '379198' });
    expect(layer.slice(2).map((event) => event.component.info.interactionText)).to.deep.equal(['open', 'start', 'close']);
    expect(FINDER_ANALYTICS.chatStart).to.equal('chatStart');
  });

  it('drags and zooms within 1 s send one event each, with how many moves they held', () => {
    const timers = new ManualTimers();
    const aggregator = createMapMoveAggregator(finder, timers);
    aggregator.drag();
    timers.advance(400);
    aggregator.drag();
    aggregator.zoom();
    timers.advance(MAP_ANALYTICS_AGGREGATE_MS - 1);
    aggregator.drag();
    expect(globals.dataLayer ?? [], 'nothing while the moves keep coming').to.have.length(0);
    timers.advance(MAP_ANALYTICS_AGGREGATE_MS);
    const first = (globals.dataLayer ?? []).map((event) => [event.event, event.component.info.count]);
    expect(first).to.deep.equal([
      ['Map Drag', 3],
      ['Map Zoom', 1],
    ]);
    // A later burst is a new event.
    aggregator.zoom();
    aggregator.zoom();
    timers.advance(MAP_ANALYTICS_AGGREGATE_MS);
    expect((globals.dataLayer ?? []).map((event) => [event.event, event.component.info.count]).slice(2)).to.deep.equal([['Map Zoom', 2]]);
    // flush sends at once; dispose drops.
    aggregator.drag();
    aggregator.flush();
    expect(globals.dataLayer).to.have.length(4);
    aggregator.zoom();
    aggregator.dispose();
    timers.advance(MAP_ANALYTICS_AGGREGATE_MS * 2);
    expect(globals.dataLayer).to.have.length(4);
  });
});

describe('unit finder logic with a real document', () => {
  it('dynamic form display reads the campaign cookie CID (either case)', () => {
    const lists = { campaignIds: ['c-9'], unitIds: ['379198'] };
    document.cookie = 'CID=c-9; path=/';
    try {
      expect(campaignCookie()).to.equal('c-9');
      expect(showsForm('dynamic-display', '379198', lists)).to.equal(true);
      expect(showsForm('dynamic-display', '1', lists)).to.equal(false);
    } finally {
      document.cookie = 'CID=; path=/; max-age=0';
    }
    document.cookie = 'cid=c-9; path=/';
    try {
      expect(showsForm('dynamic-display', '379198', lists)).to.equal(true);
    } finally {
      document.cookie = 'cid=; path=/; max-age=0';
    }
    expect(showsForm('dynamic-display', '379198', lists)).to.equal(false);
  });

  it('a search pushes a history entry, a filter and a selection replace it', () => {
    const start = location.href;
    const length = history.length;
    try {
      expect(commitUrlState({ location: 'Provo, UT' }, 'search')).to.equal('push');
      expect(history.length).to.equal(length + 1);
      commitUrlState({ languages: ['es'] }, 'filter');
      commitUrlState({ unit: '379198' }, 'select');
      expect(history.length).to.equal(length + 1);
      expect(readUrlState(location.search)).to.deep.equal({ location: 'Provo, UT', geolocate: false, languages: ['es'], unit: '379198' });
    } finally {
      history.replaceState(null, '', start);
    }
  });
});
