import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import {
  ConfigError,
  DEFAULT_DB_PATH,
  DEFAULT_DIST_DIR,
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_STATIC_DIR,
  normalizeApiPrefix,
  publicOrigin,
  readServerConfig,
  REPO_ROOT,
} from '../../../demo/server/config.ts';

describe('server configuration', () => {
  test('an empty environment gives the documented defaults, inside the repository', () => {
    const config = readServerConfig({});
    assert.equal(config.port, DEFAULT_PORT);
    assert.equal(DEFAULT_PORT, 5173);
    assert.equal(config.host, DEFAULT_HOST);
    assert.equal(DEFAULT_HOST, 'localhost');
    assert.equal(config.apiPrefix, '');
    assert.equal(config.dbPath, DEFAULT_DB_PATH);
    assert.equal(DEFAULT_DB_PATH, path.join(REPO_ROOT, '.data', 'visitor-blocks.sqlite'));
    assert.equal(config.staticDir, DEFAULT_STATIC_DIR);
    assert.equal(DEFAULT_STATIC_DIR, path.join(REPO_ROOT, 'demo', 'static'));
    assert.equal(config.distDir, DEFAULT_DIST_DIR);
    assert.equal(config.logLevel, 'warn');
  });

  test('the environment overrides each default; relative paths resolve from the cwd', () => {
    const config = readServerConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      VB_DB: 'tmp/x.sqlite',
      VB_API_PREFIX: 'site',
      VB_STATIC_DIR: '/srv/static',
      VB_DIST_DIR: 'build',
      VB_LOG_LEVEL: 'INFO',
    });
    assert.equal(config.port, 8080);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.dbPath, path.resolve('tmp/x.sqlite'));
    assert.equal(config.apiPrefix, '/site');
    assert.equal(config.staticDir, '/srv/static');
    assert.equal(config.distDir, path.resolve('build'));
    assert.equal(config.logLevel, 'info');
    assert.equal(readServerConfig({ VB_DB: ':memory:' }).dbPath, ':memory:');
    assert.equal(readServerConfig({ PORT: '0' }).port, 0);
  });

  test('a PORT that is not a port number is a clear error', () => {
    for (const port of ['abc', '-1', '65536', '80.5', '1e3', '0x50']) {
      assert.throws(
        () => readServerConfig({ PORT: port }),
        (error: unknown) => error instanceof ConfigError && /PORT/.test(error.message),
        port,
      );
    }
  });

  test('the API prefix is normalised to /segment with no trailing slash', () => {
    assert.equal(normalizeApiPrefix(undefined), '');
    assert.equal(normalizeApiPrefix(''), '');
    assert.equal(normalizeApiPrefix('/'), '');
    assert.equal(normalizeApiPrefix('/site'), '/site');
    assert.equal(normalizeApiPrefix('site/'), '/site');
    assert.equal(normalizeApiPrefix(' /a/b.c/ '), '/a/b.c');
  });

  test('an API prefix that could climb, or inject a route pattern, is refused', () => {
    for (const prefix of ['/..', '/a/../b', '/./x', '/:param', '/a*', '/a b', '/a//b', '/a?x', '/%2e']) {
      assert.throws(() => normalizeApiPrefix(prefix), ConfigError, prefix);
    }
  });

  test('the printed origin is clickable for wildcard and IPv6 binds', () => {
    assert.equal(publicOrigin('localhost', 5173), 'http://localhost:5173');
    assert.equal(publicOrigin('0.0.0.0', 80), 'http://localhost:80');
    assert.equal(publicOrigin('::1', 5173), 'http://[::1]:5173');
  });
});
