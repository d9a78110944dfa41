// The vb-simple-sign-up demo: the payload each sign-up sends, shown on the page.
const sent = document.querySelector('[data-demo-signup-sent]');
document.addEventListener('vb-simple-sign-up-submit', (event) => {
  if (sent) sent.textContent = JSON.stringify(event.detail.payload, null, 2);
});
