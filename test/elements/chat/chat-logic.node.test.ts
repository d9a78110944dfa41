import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { chatFrameUrl, chatLanguage, fromChat, initialState, messageKind } from '../../../elements/chat/chat-logic.ts';

describe('chat logic (spec sections 3, 4 and 7 "Chat")', () => {
  test('the frame query: lang, embedded=true, adobeId, startBot=true, source, then cid only when known', () => {
    const url = chatFrameUrl('https://chat.example.org/embed?theme=dark&lang=xx', 'https://site.test/page', {
      lang: 'es',
      adobeId: 'A1',
      source: 'https://site.test/page?x=1',
    });
    assert.equal(url.origin, 'https://chat.example.org');
    assert.deepEqual(
      [...url.searchParams],
      [
        ['theme', 'dark'],
        ['lang', 'es'],
        ['embedded', 'true'],
        ['adobeId', 'A1'],
        ['startBot', 'true'],
        ['source', 'https://site.test/page?x=1'],
      ],
    );
    const withCid = chatFrameUrl('/static/chat/index.html', 'https://site.test/page', { lang: 'en', adobeId: '', source: 's', cid: 'C9' });
    assert.equal(withCid.href, 'https://site.test/static/chat/index.html?lang=en&embedded=true&adobeId=&startBot=true&source=s&cid=C9');
  });

  test('only our frame, from the configured origin, is obeyed', () => {
    const frame = {};
    assert.equal(fromChat('https://chat.example.org', frame, 'https://chat.example.org', frame), true);
    assert.equal(fromChat('https://evil.example', frame, 'https://chat.example.org', frame), false);
    assert.equal(fromChat('https://chat.example.org', {}, 'https://chat.example.org', frame), false);
    assert.equal(fromChat('https://chat.example.org', null, 'https://chat.example.org', undefined), false);
    assert.equal(fromChat('null', frame, 'https://chat.example.org', frame), false);
  });

  test('messages: a bare string or { type }', () => {
    assert.equal(messageKind('left_message'), 'left_message');
    assert.equal(messageKind({ type: 'left_message' }), 'left_message');
    assert.equal(messageKind({ kind: 'left_message' }), null);
    assert.equal(messageKind(42), null);
  });

  test('starting state: open persists for the session; showChat keeps a hidden chat visible', () => {
    assert.equal(initialState({ chatOpen: true, showChat: false }, false), 'open');
    assert.equal(initialState({ chatOpen: false, showChat: false }, true), 'visible');
    assert.equal(initialState({ chatOpen: false, showChat: true }, false), 'visible');
    assert.equal(initialState({ chatOpen: false, showChat: false }, false), 'hidden');
  });

  test('language: own, then the page meta, then the document, then en', () => {
    assert.equal(chatLanguage('fr', 'es', 'de'), 'fr');
    assert.equal(chatLanguage('', 'es', 'de'), 'es');
    assert.equal(chatLanguage(' ', null, 'de'), 'de');
    assert.equal(chatLanguage('', undefined, ''), 'en');
  });
});
