import { expect, fixture, html } from '@open-wc/testing';
import { useLayoutEffect, useRef, useState } from 'react';
import { defineElement } from '../../src/define-element.ts';

/**
 * React's delegated listeners per container (src/mount.ts): a component that says it handles native
 * listeners only (`nativeEventsOnly`) gets none of them; every other component still gets React's
 * `on*` props, also when it sits inside such an element.
 */
function WithReactClick() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" data-clicks={clicks} onClick={() => setClicks((n) => n + 1)}>
      react
    </button>
  );
}

/** Native listener on its button; a nested element (appended by the test) goes in its box. */
function NativeOnly() {
  const [clicks, setClicks] = useState(0);
  const [reactClicks, setReactClicks] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = button.current;
    const onClick = () => setClicks((n) => n + 1);
    element?.addEventListener('click', onClick);
    return () => element?.removeEventListener('click', onClick);
  }, []);
  return (
    <div>
      <button ref={button} type="button" data-clicks={clicks}>
        native
      </button>
      {/* What `nativeEventsOnly` gives up: React's own event props are not delivered in this element. */}
      <button type="button" className="react-prop" data-clicks={reactClicks} onClick={() => setReactClicks((n) => n + 1)}>
        react prop
      </button>
      <div className="box" />
    </div>
  );
}
NativeOnly.nativeEventsOnly = true;

for (const render of ['light', 'shadow'] as const) {
  defineElement<Record<string, never>>({ name: `listen-react-${render}`, component: WithReactClick, props: {}, render });
  defineElement<Record<string, never>>({ name: `listen-native-${render}`, component: NativeOnly, props: {}, render });
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const rootOf = (element: Element) => element.shadowRoot ?? element;

/** A click, then long enough for any render it causes (an update from a native listener in a shadow root renders in a scheduler task). */
async function click(button: HTMLButtonElement): Promise<void> {
  button.click();
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await nextTask();
  await nextTask();
}

describe('React event listeners per element container', () => {
  for (const render of ['light', 'shadow'] as const) {
    it(`${render}: a component with React onClick props gets them, next to native-only elements`, async () => {
      const stage = await fixture<HTMLElement>(html`<div></div>`);
      stage.innerHTML = `<vb-listen-native-${render}></vb-listen-native-${render}><vb-listen-react-${render}></vb-listen-react-${render}>`;
      await nextTask();
      const button = rootOf(stage.querySelector(`vb-listen-react-${render}`) as Element).querySelector('button') as HTMLButtonElement;
      await click(button);
      await click(button);
      expect(button.dataset.clicks).to.equal('2');
    });

    it(`${render}: a native-only component's own listeners work, and it gets no React event delegation`, async () => {
      const host = await fixture<HTMLElement>(`<vb-listen-native-${render}></vb-listen-native-${render}>`);
      await nextTask();
      const root = rootOf(host);
      const native = root.querySelector('button:not(.react-prop)') as HTMLButtonElement;
      await click(native);
      expect(native.dataset.clicks).to.equal('1');
      const reactProp = root.querySelector('button.react-prop') as HTMLButtonElement;
      await click(reactProp);
      expect(reactProp.dataset.clicks, 'React skipped this container').to.equal('0');
    });
  }

  it('an element with React onClick props inside a native-only element still gets its clicks', async () => {
    const outer = await fixture<HTMLElement>('<vb-listen-native-light></vb-listen-native-light>');
    await nextTask();
    const inner = document.createElement('vb-listen-react-light');
    (outer.querySelector('.box') as HTMLElement).append(inner);
    await nextTask();
    const button = inner.querySelector('button') as HTMLButtonElement;
    await click(button);
    expect(button.dataset.clicks).to.equal('1');
  });
});
