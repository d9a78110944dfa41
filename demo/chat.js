// vb-chat demo: show the hidden chat, and forget the session flags the chats keep (spec section 3 'Storage').
const FLAGS = ['chatOpen', 'showChat', 'sentFirstChatTracker'];

for (const button of document.querySelectorAll('[data-demo-show-chat]')) {
  button.addEventListener('click', () => document.getElementById(button.dataset.demoShowChat)?.removeAttribute('visible'));
}
for (const button of document.querySelectorAll('[data-demo-forget-chat]')) {
  button.addEventListener('click', () => {
    for (const flag of FLAGS) sessionStorage.removeItem(flag);
    location.reload();
  });
}
