// Lists what the last form on this page submitted (method="get": the fields are in the query string).
const params = new URLSearchParams(location.search);
const out = document.getElementById('address-demo-submission');
if (out && [...params.keys()].length > 0) {
  out.textContent = [...params].map(([name, value]) => `${name} = ${value}`).join('\n');
}
