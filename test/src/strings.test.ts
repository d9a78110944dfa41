import { expect } from '@open-wc/testing';
import { formatMessage, readStrings } from '../../src/strings.ts';
import { toAttributeName } from '../../src/props.ts';

describe('formatMessage', () => {
  it('fills {name} placeholders, as often as they appear', () => {
    expect(formatMessage('{count} results near {place}', { count: 3, place: 'Provo' })).to.equal('3 results near Provo');
    expect(formatMessage('{platform} took too long to build the asset. {platform}!', { platform: 'YouTube' })).to.equal(
      'YouTube took too long to build the asset. YouTube!',
    );
    expect(formatMessage('Sunday {time}', { time: 0 })).to.equal('Sunday 0');
  });

  it('leaves a placeholder without a value as written, and text without placeholders alone', () => {
    expect(formatMessage('Meets on {day} at {time}', { day: 'Sunday' })).to.equal('Meets on Sunday at {time}');
    expect(formatMessage('No results', { count: 1 })).to.equal('No results');
    expect(formatMessage('{toString} {constructor}', {})).to.equal('{toString} {constructor}');
    expect(formatMessage('{ count } {}', { count: 1 })).to.equal('{ count } {}');
  });
});

describe('readStrings', () => {
  it('reads kebab-case attribute overrides, keeping the English defaults otherwise', () => {
    const el = document.createElement('vb-unit-finder');
    el.setAttribute('no-results', 'Nada por aquí');
    el.setAttribute('single-result', '');
    el.setAttribute('unrelated', 'x');
    const strings = readStrings(el, { noResults: 'No results', singleResult: '1 result', multipleResults: '{count} results' });
    expect(strings).to.deep.equal({ noResults: 'Nada por aquí', singleResult: '', multipleResults: '{count} results' });
  });

  it('names attributes as props are named', () => {
    expect(toAttributeName('getDirections')).to.equal('get-directions');
    expect(toAttributeName('ysaWard')).to.equal('ysa-ward');
    expect(toAttributeName('error')).to.equal('error');
  });
});
