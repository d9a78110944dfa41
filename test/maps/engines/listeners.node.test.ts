import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineListeners } from '../../../maps/engines/listeners.ts';

describe('engine listeners (MapEngine.on, both engines)', () => {
  test('each listener of the event hears it, in the order added; other events are not heard', () => {
    const listeners = new EngineListeners();
    const heard: string[] = [];
    listeners.on('maptypechange', ({ id }) => heard.push(`a ${id}`));
    listeners.on('maptypechange', ({ id }) => heard.push(`b ${id}`));
    listeners.on('resize', () => heard.push('resize'));
    listeners.emit('maptypechange', { id: 'GOOGLE:ROAD' });
    assert.deepEqual(heard, ['a GOOGLE:ROAD', 'b GOOGLE:ROAD']);
  });

  test('what on() returns removes that listener only, and a removal while sending does not skip the others', () => {
    const listeners = new EngineListeners();
    const heard: string[] = [];
    const offFirst = listeners.on('maptypechange', () => {
      heard.push('first');
      offFirst();
    });
    listeners.on('maptypechange', () => heard.push('second'));
    listeners.emit('maptypechange', { id: 'x' });
    listeners.emit('maptypechange', { id: 'y' });
    assert.deepEqual(heard, ['first', 'second', 'second']);
  });

  test('a listener added while an event is sent hears the next one, not that one', () => {
    const listeners = new EngineListeners();
    const heard: string[] = [];
    const offAdder = listeners.on('maptypechange', ({ id }) => {
      heard.push(`adder ${id}`);
      offAdder();
      listeners.on('maptypechange', ({ id: later }) => heard.push(`added ${later}`));
    });
    listeners.emit('maptypechange', { id: 'x' });
    listeners.emit('maptypechange', { id: 'y' });
    assert.deepEqual(heard, ['adder x', 'added y']);
  });

  test('clear() removes every listener', () => {
    const listeners = new EngineListeners();
    let calls = 0;
    listeners.on('maptypechange', () => calls++);
    listeners.clear();
    listeners.emit('maptypechange', { id: 'x' });
    assert.equal(calls, 0);
  });
});
