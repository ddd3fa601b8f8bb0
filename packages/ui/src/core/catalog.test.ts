import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addKeyValuePair, keyValuePairsToRecord } from './keyValue';
import { canSearch, resolveInputType } from './search';
import { createToastStore } from './toastStore';

describe('key-value pairs', () => {
  it('adds a second pair with another key, and rejects only the same key', () => {
    const one = addKeyValuePair([], { key: 'a', value: '1' }).pairs;
    expect(addKeyValuePair(one, { key: 'b', value: '2' })).toEqual({
      status: 'added',
      pairs: [
        { key: 'a', value: '1' },
        { key: 'b', value: '2' },
      ],
    });
    expect(addKeyValuePair(one, { key: ' a ', value: '3' })).toEqual({ status: 'duplicate', pairs: one });
  });
  it('turns pairs into a record, the last duplicate winning', () => {
    expect(
      keyValuePairsToRecord([
        { key: 'a', value: '1' },
        { key: 'b', value: '2' },
        { key: 'a', value: '3' },
      ]),
    ).toEqual({ a: '3', b: '2' });
  });
});

describe('search and input types', () => {
  it('counts trimmed characters before searching', () => {
    expect(canSearch(' ab ')).toBe(false);
    expect(canSearch(' abc ')).toBe(true);
    expect(canSearch('ab', 2)).toBe(true);
  });
  it('falls back to text for an unknown or missing input type', () => {
    expect(resolveInputType('tel')).toBe('tel');
    expect(resolveInputType('color')).toBe('text');
    expect(resolveInputType(undefined)).toBe('text');
    expect(resolveInputType('')).toBe('text');
  });
});

describe('toast store details', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('numbers toasts upwards from 1', () => {
    const store = createToastStore();
    expect([store.push({ kind: 'info', message: 'a' }), store.push({ kind: 'info', message: 'b' })]).toEqual([1, 2]);
  });
  it('does not notify when dismissing a toast that is not shown', () => {
    const store = createToastStore();
    store.push({ kind: 'info', message: 'a' });
    const listener = vi.fn();
    store.subscribe(listener);
    store.dismiss(999);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toHaveLength(1);
  });
  it('stops notifying a listener once it unsubscribes', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.push({ kind: 'info', message: 'a' });
    unsubscribe();
    store.push({ kind: 'info', message: 'b' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
  it('clear removes every toast, cancels their timers and notifies once', () => {
    const store = createToastStore({ autoHideMs: 1000 });
    store.push({ kind: 'info', message: 'a' });
    store.push({ kind: 'info', message: 'b' });
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
  it('dismissing a toast cancels its timer', () => {
    const store = createToastStore();
    const id = store.push({ kind: 'info', message: 'a' });
    expect(vi.getTimerCount()).toBe(1);
    store.dismiss(id);
    expect(vi.getTimerCount()).toBe(0);
  });
});
