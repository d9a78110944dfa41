import { expect } from '@open-wc/testing';
import { currentFragment, decodeFragment, onFragment, setFragment, type FragmentCause } from '../../src/fragment.ts';

function click(element: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = 'go';
  document.body.append(a);
  return a;
}

describe('fragment kit', () => {
  const start = location.href;
  let seen: Array<[string, FragmentCause]>;
  let off: () => void;
  let take = false;
  beforeEach(() => {
    seen = [];
    take = false;
    off = onFragment((id, cause) => {
      seen.push([id, cause]);
      return take;
    });
  });
  afterEach(() => {
    off();
    history.replaceState(null, '', start);
    document.querySelectorAll('a').forEach((a) => a.remove());
  });

  it('decodes fragments and reads the current one', () => {
    expect(decodeFragment('#caf%C3%A9')).to.equal('café');
    expect(decodeFragment('%E0%A4%A')).to.equal('%E0%A4%A');
    history.replaceState(null, '', '#visit%20us');
    expect(currentFragment()).to.equal('visit us');
  });

  it('tells listeners about hashchange', async () => {
    location.hash = 'dress';
    await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    expect(seen).to.deep.equal([['dress', 'hashchange']]);
  });

  it('tells listeners about a click on a link to this page, even to the fragment it already has', () => {
    history.replaceState(null, '', '#visit');
    const a = link(`${location.pathname}${location.search}#visit`);
    const event = click(a);
    expect(seen).to.deep.equal([['visit', 'link']]);
    // Not taken: the browser's own jump goes ahead.
    expect(event.defaultPrevented).to.equal(false);
  });

  it('prevents the jump and updates the address when a listener takes the link', () => {
    take = true;
    const event = click(link('#dress'));
    expect(event.defaultPrevented).to.equal(true);
    expect(currentFragment()).to.equal('dress');
  });

  it('ignores links to other pages, modified clicks and links with a target', () => {
    // The test page itself must not navigate; this runs after the kit's capture-phase listener.
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener('click', stay);
    after(() => window.removeEventListener('click', stay));
    click(link('/elsewhere.html#visit'));
    click(link('#visit'), { ctrlKey: true });
    const blank = link('#visit');
    blank.target = '_blank';
    click(blank);
    expect(seen).to.deep.equal([]);
  });

  it('installs one listener for many subscribers and removes it with the last', () => {
    const calls: string[] = [];
    const offs = [1, 2, 3].map((n) => onFragment((id) => void calls.push(`${n}:${id}`)));
    click(link('#x'));
    expect(calls).to.deep.equal(['1:x', '2:x', '3:x']);
    offs.forEach((stop) => stop());
    off();
    click(link('#y'));
    expect(calls).to.have.length(3);
    expect(seen).to.deep.equal([['x', 'link']]);
  });

  it('setFragment pushes or replaces without a hashchange', async () => {
    const before = history.length;
    setFragment('a b');
    expect(location.hash).to.equal('#a%20b');
    expect(history.length).to.equal(before + 1);
    setFragment('c', { replace: true });
    expect(history.length).to.equal(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).to.deep.equal([]);
  });
});
