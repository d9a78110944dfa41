import { expect } from '@open-wc/testing';
import {
  captureTrackers,
  COOKIE_DAYS,
  deleteCookie,
  getCookie,
  getItem,
  getJsonCookie,
  getJsonItem,
  removeItem,
  setCookie,
  setItem,
  setJsonCookie,
  setJsonItem,
  TRACKERS,
} from '../../src/storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const USED_COOKIES = ['cid', 'mdcid', 'CID', 'MDCID', 'pollVote', 'greeting', 'bad', 'json-bad', 'a b'];

/** Chromium's Cookie Store record also has `expires` (ms since epoch; null for a session cookie); TS's lib omits it. */
interface StoredCookie {
  name?: string;
  value?: string;
  expires?: number | null;
}

/** The browser's own record of a cookie, with its expiry. */
async function storedCookie(name: string): Promise<StoredCookie | null> {
  return (await cookieStore.get(name)) as StoredCookie | null;
}

function expectExpiresInDays(cookie: StoredCookie | null, days: number): void {
  expect(cookie, 'cookie stored').to.not.equal(null);
  const expires = cookie?.expires;
  expect(expires, 'a persistent cookie has an expiry').to.be.a('number');
  // Cookie expiry has one-second precision; a minute of slack covers a slow run.
  expect(Math.abs((expires ?? 0) - (Date.now() + days * DAY_MS))).to.be.lessThan(60_000);
}

describe('cookies', () => {
  afterEach(() => {
    for (const name of USED_COOKIES) deleteCookie(name);
  });

  it('round-trips values that need encoding', () => {
    setCookie('greeting', 'héllo; world=1 & more');
    expect(getCookie('greeting')).to.equal('héllo; world=1 & more');
    setCookie('a b', 'x');
    expect(getCookie('a b')).to.equal('x');
  });

  it('reads a missing cookie as undefined, and does not confuse cid with mdcid', () => {
    expect(getCookie('cid')).to.equal(undefined);
    setCookie('mdcid', 'session-id');
    expect(getCookie('cid')).to.equal(undefined);
    setCookie('cid', 'campaign');
    expect(getCookie('cid')).to.equal('campaign');
    expect(getCookie('mdcid')).to.equal('session-id');
  });

  it('gives a lifetime in days, or a session cookie without one', async () => {
    expect(COOKIE_DAYS).to.equal(365);
    setCookie('greeting', 'kept', { days: COOKIE_DAYS });
    expectExpiresInDays(await storedCookie('greeting'), 365);
    setCookie('pollVote', 'session');
    expect((await storedCookie('pollVote'))?.expires).to.equal(null);
  });

  it('deletes', () => {
    setCookie('greeting', 'x', { days: 1 });
    deleteCookie('greeting');
    expect(getCookie('greeting')).to.equal(undefined);
  });

  it('reads a cookie with broken percent-encoding as written', () => {
    document.cookie = 'bad=%E0%A4%A; path=/';
    expect(getCookie('bad')).to.equal('%E0%A4%A');
  });

  it('stores JSON, and reads malformed JSON as undefined', () => {
    const vote = { Polls: ['best-hymn'], votes: [2] };
    setJsonCookie('pollVote', vote, { days: COOKIE_DAYS });
    expect(getJsonCookie('pollVote')).to.deep.equal(vote);
    setCookie('json-bad', '{not json');
    expect(getJsonCookie('json-bad')).to.equal(undefined);
    expect(getJsonCookie('never-set')).to.equal(undefined);
  });
});

describe('visitor-identifier trackers (cid 365 days, mdcid session)', () => {
  afterEach(() => {
    for (const name of USED_COOKIES) deleteCookie(name);
  });

  it('declares cid for 365 days and mdcid for the session', () => {
    expect(TRACKERS).to.deep.equal([
      { name: 'cid', days: 365 },
      { name: 'mdcid', days: undefined },
    ]);
  });

  it('stores cid as a 365-day cookie and mdcid as a session cookie', async () => {
    expect(captureTrackers('?cid=camp-1&mdcid=md-9&other=x')).to.deep.equal({ cid: 'camp-1', mdcid: 'md-9' });
    expect(getCookie('cid')).to.equal('camp-1');
    expect(getCookie('mdcid')).to.equal('md-9');
    expectExpiresInDays(await storedCookie('cid'), 365);
    expect((await storedCookie('mdcid'))?.expires).to.equal(null);
  });

  it('accepts CID and MDCID in upper case, stored under the lower-case names', async () => {
    expect(captureTrackers('?CID=UPPER-1&MDCID=UPPER-2')).to.deep.equal({ cid: 'UPPER-1', mdcid: 'UPPER-2' });
    expect(getCookie('cid')).to.equal('UPPER-1');
    expect(getCookie('mdcid')).to.equal('UPPER-2');
    expect(getCookie('CID')).to.equal(undefined);
    expectExpiresInDays(await storedCookie('cid'), 365);
    expect((await storedCookie('mdcid'))?.expires).to.equal(null);
  });

  it('prefers the lower-case parameter when both are given, and decodes values', () => {
    expect(captureTrackers('?CID=upper&cid=lower%20case')).to.deep.equal({ cid: 'lower case' });
    expect(getCookie('cid')).to.equal('lower case');
  });

  it('leaves existing cookies alone when the address has no tracker (or an empty one)', () => {
    setCookie('cid', 'earlier', { days: COOKIE_DAYS });
    expect(captureTrackers('?unit=123&cid=')).to.deep.equal({});
    expect(captureTrackers('')).to.deep.equal({});
    expect(getCookie('cid')).to.equal('earlier');
    expect(getCookie('mdcid')).to.equal(undefined);
  });
});

describe('local and session storage', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('gets, sets and removes, in the store asked for', () => {
    setItem('local', 'track-drawer-1', 'opened');
    setItem('session', 'yt-available', 'available');
    expect(getItem('local', 'track-drawer-1')).to.equal('opened');
    expect(localStorage.getItem('track-drawer-1')).to.equal('opened');
    expect(getItem('session', 'track-drawer-1')).to.equal(null);
    expect(getItem('session', 'yt-available')).to.equal('available');
    expect(sessionStorage.getItem('yt-available')).to.equal('available');
    removeItem('local', 'track-drawer-1');
    expect(getItem('local', 'track-drawer-1')).to.equal(null);
  });

  it('stores JSON, and reads missing or malformed JSON as undefined', () => {
    setJsonItem('local', 'participationCounter', { likes: ['a', 'b'] });
    expect(getJsonItem('local', 'participationCounter')).to.deep.equal({ likes: ['a', 'b'] });
    expect(localStorage.getItem('participationCounter')).to.equal('{"likes":["a","b"]}');
    localStorage.setItem('broken', '{oops');
    expect(getJsonItem('local', 'broken')).to.equal(undefined);
    expect(getJsonItem('session', 'missing')).to.equal(undefined);
  });

  it('never throws when the store refuses (quota exceeded)', () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(() => setItem('local', 'k', 'v')).not.to.throw();
      expect(() => setJsonItem('session', 'k', { a: 1 })).not.to.throw();
    } finally {
      Storage.prototype.setItem = original;
    }
    expect(getItem('local', 'k')).to.equal(null);
  });

  it('never throws when storage is disabled altogether', () => {
    // Blocked third-party storage: reading window.localStorage itself throws a SecurityError.
    const denied = {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const originals = (['localStorage', 'sessionStorage'] as const).map((name) => [name, Object.getOwnPropertyDescriptor(window, name)] as const);
    Object.defineProperty(window, 'localStorage', denied);
    Object.defineProperty(window, 'sessionStorage', denied);
    try {
      expect(() => window.localStorage).to.throw();
      expect(getItem('local', 'k')).to.equal(null);
      expect(() => setItem('local', 'k', 'v')).not.to.throw();
      expect(() => removeItem('session', 'k')).not.to.throw();
      expect(getJsonItem('session', 'k')).to.equal(undefined);
    } finally {
      for (const [name, descriptor] of originals) {
        if (descriptor) Object.defineProperty(window, name, descriptor);
        else Reflect.deleteProperty(window, name);
      }
    }
    expect(window.localStorage).to.be.instanceOf(Storage);
  });
});
