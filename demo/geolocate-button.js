// vb-geolocate-button demo: writes the buttons' events below, as a page script listening for them would see them.
const log = document.querySelector('[data-demo-events]');
for (const name of ['vb-geolocate-button-locate', 'vb-geolocate-button-error']) {
  document.addEventListener(name, (event) => {
    if (log) log.textContent = `${name} ${JSON.stringify(event.detail)}`;
  });
}
