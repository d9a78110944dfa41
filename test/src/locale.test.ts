/** The page-locale kit's one language chain in a document: the nearest lang, then <html lang>, then English. */
import { expect } from '@open-wc/testing';
import { elementLanguage } from '../../src/locale.ts';

describe('elementLanguage', () => {
  const html = document.documentElement;
  const pageLang = html.getAttribute('lang');
  let section: HTMLElement;
  /** A block inside the section. */
  let block: HTMLElement;

  beforeEach(() => {
    section = document.createElement('section');
    block = document.createElement('div');
    section.append(block);
    document.body.append(section);
  });
  afterEach(() => {
    section.remove();
    if (pageLang === null) html.removeAttribute('lang');
    else html.setAttribute('lang', pageLang);
  });

  it("takes the element's own lang first, canonical", () => {
    html.setAttribute('lang', 'fr');
    section.setAttribute('lang', 'de');
    block.setAttribute('lang', 'es-mx');
    expect(elementLanguage(block)).to.equal('es-MX');
  });

  it("then the nearest ancestor's lang, then the page's", () => {
    html.setAttribute('lang', 'fr');
    section.setAttribute('lang', 'de');
    expect(elementLanguage(block)).to.equal('de');
    section.removeAttribute('lang');
    expect(elementLanguage(block)).to.equal('fr');
    expect(elementLanguage()).to.equal('fr', 'without an element: the page');
  });

  it('skips a malformed lang for the next link, and ends in English', () => {
    html.setAttribute('lang', 'pt-br');
    section.setAttribute('lang', 'en_US ');
    expect(elementLanguage(block)).to.equal('pt-BR');
    html.removeAttribute('lang');
    expect(elementLanguage(block)).to.equal('en');
  });
});
