/**
 * The suggestions kit (src/hooks/use-suggestions.ts with src/suggestion-list.tsx): a free-text combobox whose
 * options only suggest. What vb-address-block's street and vb-unit-finder's search box both rely on: no option is
 * active until the visitor moves to one, a new answer starts with none active, and the list is an APG listbox.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { act, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useSuggestionsBox } from '../../src/hooks/use-suggestions.ts';
import { SuggestionList } from '../../src/suggestion-list.tsx';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Option {
  text: string;
}

let answer: (options: Option[]) => void = () => undefined;
const chosen: string[] = [];

function Box({ container }: { container: HTMLElement }) {
  const [options, setOptions] = useState<Option[]>([]);
  const [text, setText] = useState('');
  // The test answers through the component's own setter, handed out after the render.
  useEffect(() => {
    answer = setOptions;
  }, []);
  const { box, listRef } = useSuggestionsBox({ options, container, query: text, onChoose: (option) => chosen.push(option.text) });
  const { role, ...aria } = box.comboProps;
  return (
    <div>
      <input
        aria-label="Street"
        role={role}
        {...aria}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          box.openAt(-1);
        }}
        onKeyDown={(event) => box.onKeyDown(event)}
      />
      <SuggestionList box={box} listRef={listRef} options={options} label="Suggestions" prefix="vb-test__" />
    </div>
  );
}

describe('suggestions kit', () => {
  let host: HTMLElement;
  let root: Root;
  const input = () => host.querySelector('input')!;
  const options = () => [...host.querySelectorAll<HTMLElement>('[role="option"]')];

  beforeEach(async () => {
    chosen.length = 0;
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () => root.render(<Box container={host} />));
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  it('opens on typing with no option active; Down makes the first active; the same answer again keeps it, a new one starts with none active', async () => {
    input().focus();
    await sendKeys({ type: '12' });
    await act(async () => answer([{ text: '12 Main St' }, { text: '12 Oak Ave' }]));
    const list = host.querySelector<HTMLElement>('[role="listbox"]')!;
    expect(list.hidden).to.equal(false);
    expect(list.className).to.equal('vb-listbox vb-test__listbox');
    expect(list.getAttribute('aria-label')).to.equal('Suggestions');
    expect(input().hasAttribute('aria-activedescendant')).to.equal(false);

    await act(async () => sendKeys({ press: 'ArrowDown' }));
    expect(input().getAttribute('aria-activedescendant')).to.equal(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).to.equal('true');
    expect(options()[0]!.classList.contains('vb-test__option--active')).to.equal(true);

    // The last keystroke's answer, the same options, arriving after the visitor moved: the highlight stays.
    await act(async () => answer([{ text: '12 Main St' }, { text: '12 Oak Ave' }]));
    expect(input().getAttribute('aria-activedescendant'), 'the same list keeps its active option').to.equal(options()[0]!.id);

    await act(async () => answer([{ text: '123 Main St' }, { text: '123 Elm St' }]));
    expect(input().hasAttribute('aria-activedescendant'), 'the newer answer has no active option').to.equal(false);
    expect(options().map((option) => option.getAttribute('aria-selected'))).to.deep.equal(['false', 'false']);

    await act(async () => sendKeys({ press: 'ArrowUp' }));
    expect(input().getAttribute('aria-activedescendant'), 'Up opens on the last').to.equal(options()[1]!.id);
    await act(async () => sendKeys({ press: 'Enter' }));
    expect(chosen).to.deep.equal(['123 Elm St']);
    expect(list.hidden).to.equal(true);
  });

  it('is accessible with its list open', async () => {
    input().focus();
    await sendKeys({ type: '1' });
    await act(async () => answer([{ text: '1 First St' }]));
    await expect(host).to.be.accessible();
  });
});
