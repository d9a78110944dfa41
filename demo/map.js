// The vb-map demo: shows the last map event the page heard (every vb-map-* event bubbles and is composed).
const log = document.getElementById('map-demo-log');
const EVENTS = [
  'vb-map-ready',
  'vb-map-click',
  'vb-map-cluster-zoom',
  'vb-map-maptype-change',
  'vb-map-maptype-mode',
  'vb-map-geolocate',
  'vb-map-geolocate-error',
  'vb-map-legal-error',
  'vb-map-error',
];

function summary(type, detail) {
  if (type === 'vb-map-click') return detail.location ? `${detail.location.name ?? detail.location.id}` : `${detail.cluster.count ?? 1} locations`;
  if (type === 'vb-map-cluster-zoom') return `zoom ${detail.zoom.toFixed(1)}`;
  if (type === 'vb-map-ready') return `${detail.engine}, zoom ${detail.zoom.toFixed(1)}`;
  return JSON.stringify(detail);
}

for (const type of EVENTS) {
  document.addEventListener(type, (event) => {
    const map = event.target instanceof Element ? event.target.getAttribute('label') : '';
    if (log) log.textContent = `${type} (${map}): ${summary(type, event.detail ?? {})}`;
  });
}
