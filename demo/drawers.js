// vb-drawers demo: the "Forget viewed lessons" button, the form's submit, and the opened-property buttons.
// The drawers need none of this; it only shows what a page script can do with them.

const TRACK_PREFIX = 'track-'; // spec: local storage track-{trigger id} = opened

for (const button of document.querySelectorAll('[data-demo-forget]')) {
  button.addEventListener('click', () => {
    const prefix = TRACK_PREFIX + button.getAttribute('data-demo-forget');
    for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
    location.reload();
  });
}

// The form variant only guards the sections; sending is the page's business. Here the answers are
// shown instead of being sent, so the demo never leaves the page.
const form = document.querySelector('[data-demo-form]');
const status = document.querySelector('[data-demo-form-status]');
form?.addEventListener('submit', (event) => {
  event.preventDefault();
  const answers = [...new FormData(form).entries()].filter(([, value]) => value !== '').map(([name, value]) => `${name}: ${value}`);
  if (status) status.textContent = `All sections are complete. The request would be sent with ${answers.join(', ')}.`;
});

const scripted = document.getElementById('drawers-scripted');
const openedOutput = document.querySelector('[data-demo-opened]');
function showOpened() {
  if (!scripted || !openedOutput) return;
  const opened = Array.isArray(scripted.opened) ? scripted.opened : [];
  openedOutput.textContent = opened.length ? opened.join(', ') : 'none';
}
document.querySelector('[data-demo-open-all]')?.addEventListener('click', () => {
  if (scripted) scripted.opened = ['script-parking', 'script-transit', 'script-bikes'];
});
document.querySelector('[data-demo-close-all]')?.addEventListener('click', () => {
  if (scripted) scripted.opened = [];
});
// `opened` is already current when the event arrives.
scripted?.addEventListener('vb-drawers-toggle', showOpened);
customElements.whenDefined('vb-drawers').then(showOpened);
