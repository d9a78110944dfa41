/**
 * The reference chat page (demo service, not the library): what a chat vendor's embedded page does, so
 * <vb-chat> can be tried and tested offline. It reads the query vb-chat sends (lang, embedded, adobeId,
 * startBot, source, cid), answers with canned bot replies, posts 'message_sent' when the visitor sends a
 * message and 'left_message' when they leave, only to the parent page's origin (taken from `source`).
 * No form element: the frame's sandbox does not allow form submission, and none is needed.
 */
const params = new URLSearchParams(location.search);
const LEFT_MESSAGE = 'left_message';
const MESSAGE_SENT = 'message_sent';

/** Messages go to the page that embeds us, and only to it: its origin, from the `source` it gave. */
function parentOrigin() {
  try {
    return new URL(params.get('source') ?? '').origin;
  } catch {
    return location.origin;
  }
}

const GREETINGS = {
  en: 'Hello! I am the reference chat bot. Ask anything; a volunteer would answer here.',
  es: '¡Hola! Soy el bot del chat de referencia. Pregunta lo que quieras; aquí respondería un voluntario.',
};
const REPLY = {
  en: 'Thank you for your message. This is the demo service, so this reply is canned.',
  es: 'Gracias por tu mensaje. Este es el servicio de demostración, así que la respuesta es fija.',
};
const lang = (params.get('lang') ?? 'en').slice(0, 2).toLowerCase();
const words = (table) => table[lang] ?? table.en;

const log = document.querySelector('.chat__log');
const input = document.querySelector('.chat__input');

function say(who, text) {
  const item = document.createElement('li');
  item.className = `chat__message chat__message--${who}`;
  const name = document.createElement('span');
  name.className = 'chat__who';
  name.textContent = who === 'bot' ? 'Bot' : 'You';
  const body = document.createElement('span');
  body.textContent = text;
  item.append(name, body);
  log.append(item);
  item.scrollIntoView({ block: 'end' });
}

function send() {
  const text = input.value.trim();
  if (!text) return;
  input.value = '';
  say('visitor', text);
  window.parent.postMessage({ type: MESSAGE_SENT }, parentOrigin());
  setTimeout(() => say('bot', words(REPLY)), 400);
}

document.documentElement.lang = lang;
if (params.get('startBot') === 'true') say('bot', words(GREETINGS));
document.querySelector('.chat__send').addEventListener('click', send);
input.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') send();
});
document.querySelector('.chat__leave').addEventListener('click', () => {
  say('visitor', '(left the chat)');
  window.parent.postMessage(LEFT_MESSAGE, parentOrigin());
});
// Focus the message box when the page moves focus into the frame (opening the chat), never on load:
// a chat restored on the next page must not take the visitor's focus.
window.addEventListener('focus', () => {
  if (document.activeElement === document.body) input.focus();
});
