import { expect } from '@open-wc/testing';
import { TRUSTED_TYPES_POLICY, setScriptSrc, trustedScriptUrl } from '../../src/trusted-types.ts';
import { workerUrlForMaplibre } from '../../maps/engines/maplibre/worker.ts';

interface Factory {
  createPolicy(name: string, rules: object): unknown;
}
/** The platform's class (not in TypeScript's DOM library). */
const TrustedScriptURL = (window as unknown as { TrustedScriptURL: new () => object }).TrustedScriptURL;
const factory = (window as unknown as { trustedTypes: Factory }).trustedTypes;
const made: string[] = [];
const original = factory.createPolicy.bind(factory);
// Counted before the kit's first call (each test file has its own page, so the policy is not made yet).
factory.createPolicy = (name, rules) => {
  made.push(name);
  return original(name, rules);
};

describe('src/trusted-types.ts', () => {
  it('makes script URLs through one policy named visitor-blocks, created once', () => {
    const first = trustedScriptUrl('/dist/maplibre-gl-worker.mjs');
    const second = trustedScriptUrl('/dist/other.js');
    expect(first).to.be.instanceOf(TrustedScriptURL);
    expect(String(first)).to.equal(`${location.origin}/dist/maplibre-gl-worker.mjs`);
    expect(String(second)).to.equal(`${location.origin}/dist/other.js`);
    expect(made).to.deep.equal(['visitor-blocks']);
    expect(TRUSTED_TYPES_POLICY).to.equal('visitor-blocks');
  });

  it('admits only http(s) URLs of the page, the library or an origin the caller names', () => {
    expect(() => trustedScriptUrl('javascript:alert(1)')).to.throw(TypeError);
    expect(() => trustedScriptUrl('data:text/javascript,alert(1)')).to.throw(TypeError);
    expect(() => trustedScriptUrl('https://elsewhere.example/x.js')).to.throw(TypeError);
    expect(String(trustedScriptUrl('https://maps.example/scripts/google?x=1', ['https://maps.example/api']))).to.equal(
      'https://maps.example/scripts/google?x=1',
    );
  });

  it('sets a script element source through the policy', () => {
    const script = document.createElement('script');
    setScriptSrc(script, '/dist/provider.js');
    expect(script.src).to.equal(`${location.origin}/dist/provider.js`);
  });

  it("gives MapLibre a trusted worker URL it can read as a string (its '.cjs' check)", () => {
    const url = workerUrlForMaplibre(trustedScriptUrl('/dist/maplibre-gl-worker.mjs?v=6'));
    expect(url).to.be.instanceOf(TrustedScriptURL);
    expect(url.endsWith('.cjs')).to.equal(false);
    expect(url.split(/[?#]/)[0]).to.equal(`${location.origin}/dist/maplibre-gl-worker.mjs`);
    expect(new URL(url, location.href).pathname).to.equal('/dist/maplibre-gl-worker.mjs');
  });
});
