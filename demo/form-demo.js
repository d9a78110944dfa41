// Shared by the form-field demo pages: a form that passed validation shows what it would send (its FormData) in
// the page's [data-demo-sent] box, instead of leaving the page.
const sent = document.querySelector('[data-demo-sent]');
document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !sent) return;
  event.preventDefault();
  const lines = Array.from(new FormData(form).entries()).map(([name, value]) => `${name} = ${JSON.stringify(String(value))}`);
  sent.textContent = lines.length > 0 ? lines.join('\n') : '(nothing: no field has a name and a value)';
});
