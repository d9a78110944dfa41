import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  buildPayload,
  chosenChannels,
  countryOf,
  failureOf,
  languageIso3,
  phoneNumberOf,
  safeRedirect,
  siteUrlOf,
  transactionFor,
  type SignUpContext,
} from '../../../elements/simple-sign-up/simple-sign-up-logic.ts';
import { newTransactionId } from '../../../src/transaction-id.ts';
import { languageCodes } from '../../../src/language-codes.ts';

const context = (over: Partial<SignUpContext> = {}): SignUpContext => ({
  listIds: { EMAIL: 'list-email', SMS: 'list-sms', WHATSAPP: '' },
  clientRegion: 'EU',
  cid: 'cid-42',
  siteUrl: 'https://example.org/come-unto-christ',
  country: '',
  pageCountry: '',
  language: 'en',
  choicesOffered: true,
  ...over,
});

describe('buildPayload', () => {
  test('email and SMS chosen: every field of the spec payload, one subscription per channel', () => {
    const result = buildPayload(
      [
        ['firstName', '  Ana   María '],
        ['email', ' ana@example.org'],
        ['phone', '07400 123456'],
        ['phoneCountryCode', '44'],
        ['phoneCountryAlpha3', 'GBR'],
        ['phoneCountry', 'GB'],
        ['customWhitelist', 'false'],
        ['emailSubscription', 'EMAIL'],
        ['phoneSubscription', 'SMS'],
        ['whatsAppable', 'true'],
        ['missionaries', 'Elder Smith'],
        ['address', '1 High St\nLondon'],
        ['timeSelection', 'Evenings'],
      ],
      context({ language: 'es-419' }),
      languageCodes,
    );
    assert.deepEqual(result, {
      ok: true,
      payload: {
        person: { firstName: 'Ana María' },
        phone: { phoneNumber: '+44 7400 123456', whatsAppable: true },
        email: { emailAddress: 'ana@example.org' },
        countryIso2: 'GB',
        languageIso3: 'spa',
        messagingMergeCodes: { missionaries: 'Elder Smith', address: '1 High St\nLondon', timeSelection: 'Evenings' },
        subscriptions: [
          { channel: 'EMAIL', cid: 'cid-42', clientRegion: 'EU', listId: 'list-email', siteUrl: 'https://example.org/come-unto-christ', subscribed: true },
          { channel: 'SMS', cid: 'cid-42', clientRegion: 'EU', listId: 'list-sms', siteUrl: 'https://example.org/come-unto-christ', subscribed: true },
        ],
      },
    });
  });

  test('email only: no phone object, no merge codes; whatsAppable is false when not chosen', () => {
    const email = buildPayload(
      [
        ['firstName', 'Ben'],
        ['email', 'ben@example.org'],
        ['phone', ''],
        ['phoneCountryCode', '1'],
        ['subscriptions', 'email'],
      ],
      context(),
      languageCodes,
    );
    assert.ok(email.ok);
    assert.equal(email.payload.phone, undefined);
    assert.equal(email.payload.messagingMergeCodes, undefined);
    assert.deepEqual(
      email.payload.subscriptions.map((s) => s.channel),
      ['EMAIL'],
    );
    const sms = buildPayload(
      [
        ['firstName', 'Ben'],
        ['phone', '+1 202 555 0143'],
        ['subscriptions', 'SMS'],
      ],
      context(),
      languageCodes,
    );
    assert.ok(sms.ok);
    assert.deepEqual(sms.payload.phone, { phoneNumber: '+1 202 555 0143', whatsAppable: false });
    assert.equal(sms.payload.email, undefined);
  });

  test('without choice controls, the filled contacts are the channels; none filled is no-contact', () => {
    const both = buildPayload(
      [
        ['firstName', 'C'],
        ['email', 'c@example.org'],
        ['phone', '2025550143'],
      ],
      context({ choicesOffered: false }),
      languageCodes,
    );
    assert.ok(both.ok);
    assert.deepEqual(
      both.payload.subscriptions.map((s) => s.channel),
      ['EMAIL', 'SMS'],
    );
    assert.deepEqual(
      buildPayload(
        [
          ['firstName', 'C'],
          ['email', '  '],
        ],
        context({ choicesOffered: false }),
        languageCodes,
      ),
      {
        ok: false,
        problem: { kind: 'no-contact', field: 'email' },
      },
    );
  });

  test('problems: no channel chosen, a chosen channel without its contact, no first name, no list id', () => {
    assert.deepEqual(
      buildPayload(
        [
          ['firstName', 'D'],
          ['email', 'd@example.org'],
        ],
        context(),
        languageCodes,
      ),
      {
        ok: false,
        problem: { kind: 'no-channel', field: null },
      },
    );
    assert.deepEqual(
      buildPayload(
        [
          ['firstName', 'D'],
          ['email', 'd@example.org'],
          ['phoneSubscription', 'true'],
        ],
        context(),
        languageCodes,
      ),
      {
        ok: false,
        problem: { kind: 'missing-contact', field: 'phone', channel: 'SMS' },
      },
    );
    assert.deepEqual(
      buildPayload(
        [
          ['firstName', ' '],
          ['email', 'd@example.org'],
          ['subscriptions', 'EMAIL'],
        ],
        context(),
        languageCodes,
      ),
      {
        ok: false,
        problem: { kind: 'no-first-name', field: 'firstName' },
      },
    );
    assert.deepEqual(
      buildPayload(
        [
          ['firstName', 'D'],
          ['phone', '+1 202 555 0143'],
          ['subscriptions', 'WHATSAPP'],
        ],
        context(),
        languageCodes,
      ),
      {
        ok: false,
        problem: { kind: 'no-list-id', field: null, channel: 'WHATSAPP' },
      },
    );
  });
});

test('chosenChannels: payload order, each once; unknown values ignored; a renamed phone box is SMS unless it says WHATSAPP', () => {
  const values = new Map([
    ['subscriptions', ['whatsapp', 'SMS', 'fax']],
    ['phoneSubscription', ['on']],
    ['emailSubscription', ['true']],
  ]);
  assert.deepEqual(chosenChannels(values), ['EMAIL', 'SMS', 'WHATSAPP']);
  assert.deepEqual(chosenChannels(new Map([['phoneSubscription', ['WhatsApp']]])), ['WHATSAPP']);
  assert.deepEqual(chosenChannels(new Map()), []);
});

test('phoneNumberOf: the calling code in front of a national number without its trunk 0 (kept in Italy); an international one as typed', () => {
  assert.equal(phoneNumberOf(' 07400  123456 ', '+44'), '+44 7400 123456');
  assert.equal(phoneNumberOf('06 1234 5678', '39'), '+39 06 1234 5678');
  assert.equal(phoneNumberOf('+33 6 12 34 56 78', '44'), '+33 6 12 34 56 78');
  assert.equal(phoneNumberOf('2025550143', ''), '2025550143');
  assert.equal(phoneNumberOf('', '1'), '');
});

test('countryOf: attribute, then the phone country, then the page, then US; only two letters count', () => {
  assert.equal(countryOf({ country: 'mx', pageCountry: 'DE' }, 'GB'), 'MX');
  assert.equal(countryOf({ country: 'MEX', pageCountry: 'DE' }, 'gb'), 'GB');
  assert.equal(countryOf({ country: '', pageCountry: 'de' }, ''), 'DE');
  assert.equal(countryOf({ country: '', pageCountry: '' }, ''), 'US');
});

test('languageIso3: ISO 639-2 of the element language; unknown gives eng', () => {
  assert.equal(languageIso3('en-US', languageCodes), 'eng');
  assert.equal(languageIso3('pt_BR', languageCodes), 'por');
  assert.equal(languageIso3('fr', languageCodes), 'fra');
  assert.equal(languageIso3('haw', languageCodes), 'haw');
  assert.equal(languageIso3('', languageCodes), 'eng');
});

test('newTransactionId: millisecond time plus a random number below 10000', () => {
  assert.equal(newTransactionId(1_700_000_000_000, 0), '1700000000000');
  assert.equal(newTransactionId(1_700_000_000_000, 0.99999), '1700000009999');
  const id = Number(newTransactionId());
  assert.ok(id >= Date.now() - 1000 && id < Date.now() + 10000);
});

test('transactionFor: the same payload keeps its id (a retry), a changed one gets a new id', () => {
  const payload = { person: { firstName: 'E' }, countryIso2: 'US', languageIso3: 'eng', subscriptions: [] };
  let made = 0;
  const make = () => `t${++made}`;
  const sent = transactionFor(null, payload, make);
  assert.equal(sent.transactionId, 't1');
  assert.equal(transactionFor(sent, { ...payload }, make), sent);
  assert.equal(transactionFor(sent, { ...payload, person: { firstName: 'F' } }, make).transactionId, 't2');
});

test('failureOf: a 4xx naming a form field sends the visitor to it; anything else is a retry', () => {
  assert.deepEqual(failureOf(400, 'email.emailAddress'), { kind: 'field', field: 'email' });
  assert.deepEqual(failureOf(400, 'phone.phoneNumber'), { kind: 'field', field: 'phone' });
  assert.deepEqual(failureOf(400, 'person.firstName'), { kind: 'field', field: 'firstName' });
  assert.deepEqual(failureOf(400, 'subscriptions[0].listId'), { kind: 'retry' });
  assert.deepEqual(failureOf(500, 'email.emailAddress'), { kind: 'retry' });
  assert.deepEqual(failureOf(0, undefined), { kind: 'retry' });
});

test('safeRedirect and siteUrlOf', () => {
  assert.equal(safeRedirect('/thanks', 'https://example.org/a/b'), 'https://example.org/thanks');
  assert.equal(safeRedirect('https://other.example/x', 'https://example.org/'), 'https://other.example/x');
  assert.equal(safeRedirect('javascript:alert(1)', 'https://example.org/'), null);
  assert.equal(safeRedirect('  ', 'https://example.org/'), null);
  assert.equal(siteUrlOf('https://example.org/p?q=1#top'), 'https://example.org/p?q=1');
  assert.equal(siteUrlOf('https://example.org/p'), 'https://example.org/p');
});
