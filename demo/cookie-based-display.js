// vb-cookie-based-display demo: buttons that set and clear the cookies the examples read.
// The element follows cookie changes itself (the browser's cookieStore change event); this only writes them.

for (const button of document.querySelectorAll('[data-cbd-set]')) {
  button.addEventListener('click', () => {
    document.cookie = `${button.getAttribute('data-cbd-set')}; path=/; SameSite=Lax`;
  });
}
for (const button of document.querySelectorAll('[data-cbd-clear]')) {
  button.addEventListener('click', () => {
    document.cookie = `${button.getAttribute('data-cbd-clear')}=; path=/; max-age=0`;
  });
}
