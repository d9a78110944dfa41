// vb-save-data demo: a button that forgets the kept values (clears the cookies the examples write), to try a first visit again.

for (const button of document.querySelectorAll('[data-sd-clear]')) {
  button.addEventListener('click', () => {
    for (const name of button.getAttribute('data-sd-clear').split(' ')) document.cookie = `${name}=; path=/; max-age=0`;
  });
}
