import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toastStore';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('auto-hides after 5000 ms by default', () => {
    const store = createToastStore();
    store.push({ kind: 'success', title: 'Export', message: 'Excel file preparing!' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.autoHideMs).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });
  it('keeps a toast with autoHideMs 0 until dismissed and notifies listeners', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.push({ kind: 'danger', message: 'Unable to proceed your request.', autoHideMs: 0 });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Unable to proceed your request.']);
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
  it('drops the oldest beyond the maximum', () => {
    const store = createToastStore({ maxToasts: 2 });
    ['a', 'b', 'c'].forEach((message) => store.push({ kind: 'info', message }));
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['b', 'c']);
  });
});

describe('toast store pausing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stops every countdown while paused and resumes with the time that was left', () => {
    const store = createToastStore();
    store.push({ kind: 'danger', message: 'Unable to proceed your request.' });
    vi.advanceTimersByTime(3000);
    store.pause();
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume();
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('holds a toast pushed while paused until resumed, then gives it its full time', () => {
    const store = createToastStore({ autoHideMs: 1000 });
    store.pause();
    store.push({ kind: 'info', message: 'Excel file preparing!' });
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume();
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('treats repeated pause and resume calls as one, and dismissing a paused toast forgets it', () => {
    const store = createToastStore({ autoHideMs: 1000 });
    const kept = store.push({ kind: 'info', message: 'kept' });
    const gone = store.push({ kind: 'info', message: 'gone' });
    store.pause();
    vi.advanceTimersByTime(500);
    store.pause();
    store.dismiss(gone);
    store.resume();
    store.resume();
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot().map((t) => t.id)).toEqual([kept]);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('runs countdowns again once resumed: a toast pushed later hides on time, and a second pause holds it', () => {
    const store = createToastStore({ autoHideMs: 1000 });
    store.pause();
    store.resume();
    store.push({ kind: 'info', message: 'later' });
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toEqual([]);
    store.push({ kind: 'info', message: 'held' });
    store.pause();
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['held']);
  });

  it('keeps the action a toast offers', () => {
    const store = createToastStore();
    store.push({ kind: 'success', message: 'Export started.', action: { label: 'Go to Exports', href: '/exports' } });
    expect(store.getSnapshot()[0]?.action).toEqual({ label: 'Go to Exports', href: '/exports' });
  });
});
