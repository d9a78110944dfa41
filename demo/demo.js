// Shared by every demo page: shows each vb-* event that reaches the document in a visible log,
// so a page author sees what the blocks report (and what its detail holds) without devtools.
// Event names come from each element class (customElements.get(tag).events), read
// when the element is defined, so new elements and events need no change here.

const MAX_ENTRIES = 50;
const DETAIL_CHARS = 240;
const TAG_PREFIX = 'vb-';

const listening = new Set();
const watchedTags = new Set();
let list;
let empty;
let following = true;
let followScheduled = false;

/** The page's log (an element with [data-demo-log]) or a new one after <main>. */
function logList() {
  if (list) return list;
  let region = document.querySelector('[data-demo-log]');
  if (!region) {
    region = document.createElement('aside');
    region.className = 'demo-log';
    region.setAttribute('data-demo-log', '');
    const main = document.querySelector('main');
    if (main) main.after(region);
    else document.body.append(region);
  }
  region.setAttribute('aria-labelledby', 'demo-log-title');
  const panel = document.createElement('div');
  panel.className = 'demo-log-panel';
  const bar = document.createElement('div');
  bar.className = 'demo-log-bar';
  const title = document.createElement('h2');
  title.id = 'demo-log-title';
  title.textContent = 'Event log';
  const clear = document.createElement('button');
  clear.type = 'button';
  clear.textContent = 'Clear log';
  clear.addEventListener('click', () => {
    list.replaceChildren(empty);
    following = true;
  });
  bar.append(title, clear);
  // role=log is a polite live region: screen readers announce new events without interrupting.
  // It wraps the list rather than replacing the <ol>'s role, so the items stay list items.
  const live = document.createElement('div');
  live.setAttribute('role', 'log');
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('aria-labelledby', 'demo-log-title');
  list = document.createElement('ol');
  // The list scrolls once events pile up: keyboard users must be able to focus it to scroll it.
  list.tabIndex = 0;
  // Whether the list shows its newest entry, read when the reader scrolls (layout is fresh then), never while
  // an event is logged: a read there forced a style and layout pass per event, 83 ms of main thread on the
  // finder's demo page while it drew its results.
  list.addEventListener('scroll', () => {
    following = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
  });
  list.setAttribute('aria-labelledby', 'demo-log-title');
  empty = document.createElement('li');
  empty.className = 'demo-log-empty';
  empty.textContent = 'No events yet. Use a block above.';
  list.append(empty);
  live.append(list);
  panel.append(bar, live);
  region.replaceChildren(panel);
  return list;
}

function describeDetail(detail) {
  if (detail === undefined || detail === null) return '';
  let text;
  try {
    text = JSON.stringify(detail);
  } catch {
    text = String(detail);
  }
  return text.length > DETAIL_CHARS ? `${text.slice(0, DETAIL_CHARS - 1)}…` : text;
}

function describeTarget(target) {
  if (!(target instanceof Element)) return '';
  return target.id ? `${target.localName}#${target.id}` : target.localName;
}

/**
 * The time of day as hh:mm:ss. Not toLocaleTimeString: its first call loads the locale data, about 100 ms of
 * main thread on a slow phone (measured under Lighthouse's 4x CPU slowdown), paid on every demo page the moment
 * its first block reports.
 */
function clock(date) {
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((part) => String(part).padStart(2, '0')).join(':');
}

function onEvent(event) {
  const target = logList();
  empty.remove();
  const item = document.createElement('li');
  const time = document.createElement('span');
  time.className = 'demo-log-time';
  time.textContent = `${clock(new Date())} `;
  const name = document.createElement('code');
  name.textContent = event.type;
  item.append(time, name, ` from ${describeTarget(event.target)}`);
  const detail = describeDetail(event.detail);
  if (detail) {
    const code = document.createElement('code');
    code.textContent = detail;
    item.append(': ', code);
  }
  // Newest last, as a console and an ARIA log read: a new entry moves none of the earlier ones, so the
  // page does not shift while blocks wake up. The list follows the newest entry unless the reader has
  // scrolled back through older ones.
  target.append(item);
  while (target.children.length > MAX_ENTRIES) target.firstElementChild?.remove();
  if (following && !followScheduled) {
    followScheduled = true;
    requestAnimationFrame(() => {
      followScheduled = false;
      target.scrollTop = target.scrollHeight;
    });
  }
}

function listen(eventName) {
  if (listening.has(eventName)) return;
  listening.add(eventName);
  document.addEventListener(eventName, onEvent);
}

async function watchTag(tag) {
  if (watchedTags.has(tag)) return;
  watchedTags.add(tag);
  await customElements.whenDefined(tag);
  for (const eventName of customElements.get(tag)?.events ?? []) listen(eventName);
}

function scan(root) {
  const elements = root instanceof Element ? [root, ...root.querySelectorAll('*')] : [...root.querySelectorAll('*')];
  for (const element of elements) {
    if (element.localName.startsWith(TAG_PREFIX)) void watchTag(element.localName);
  }
}

// The index's previews ([data-demo-preview] holding a <template>): each mounts when it nears the viewport, so
// heavy blocks (the map, the finder, the chat) do not load with the page; the loader then imports the block.
// demo.css sizes each preview box before and after, so mounting moves nothing.
const PREVIEW_MARGIN = '400px 0px';

function mountPreview(box) {
  const template = box.querySelector(':scope > template');
  if (!template) return;
  box.replaceChildren(template.content.cloneNode(true));
  box.setAttribute('data-demo-mounted', '');
}

function watchPreviews() {
  const boxes = document.querySelectorAll('[data-demo-preview]');
  if (boxes.length === 0) return;
  if (!('IntersectionObserver' in window)) {
    for (const box of boxes) mountPreview(box);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        mountPreview(entry.target);
      }
    },
    { rootMargin: PREVIEW_MARGIN },
  );
  for (const box of boxes) observer.observe(box);
}

// Copy buttons ([data-demo-copy]) copy the text of the <pre> beside them and say so in their status line.
const COPIED_FOR_MS = 4000;

async function copySnippet(button) {
  const snippet = button.parentElement;
  const text = snippet?.querySelector('pre')?.textContent ?? '';
  const status = snippet?.querySelector('[role="status"]');
  let message = 'Copied';
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    message = 'Copy failed: select the markup and copy it';
  }
  if (!status) return;
  status.textContent = message;
  clearTimeout(Number(status.dataset.demoTimer));
  status.dataset.demoTimer = String(setTimeout(() => (status.textContent = ''), COPIED_FOR_MS));
}

document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-demo-copy]') : null;
  if (button) void copySnippet(button);
});

logList();
scan(document);
watchPreviews();
new MutationObserver((records) => {
  for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
}).observe(document.body, { childList: true, subtree: true });
