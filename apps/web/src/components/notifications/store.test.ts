import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore, DEFAULT_AUTO_HIDE_MS, LINK_AUTO_HIDE_MS, MAX_NOTIFICATIONS } from './store';

describe('notification store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const messages = (store: ReturnType<typeof createNotificationStore>) =>
    store.getSnapshot().map((n) => n.message);

  it('shows at most 5 at once, the oldest giving way', () => {
    const store = createNotificationStore();
    for (let i = 1; i <= 7; i++) store.notify(`m${i}`);
    expect(MAX_NOTIFICATIONS).toBe(5);
    expect(messages(store)).toEqual(['m3', 'm4', 'm5', 'm6', 'm7']);
  });

  it('hides a message after 6 s by default, or after its own time', () => {
    const store = createNotificationStore();
    store.notify('default');
    store.notify('code sent', { autoHideMs: 10_000, severity: 'info' });
    store.notify('sticky', { autoHideMs: null });
    vi.advanceTimersByTime(DEFAULT_AUTO_HIDE_MS - 1);
    expect(messages(store)).toEqual(['default', 'code sent', 'sticky']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual(['code sent', 'sticky']);
    vi.advanceTimersByTime(4_000);
    expect(messages(store)).toEqual(['sticky']);
    vi.advanceTimersByTime(60_000);
    expect(messages(store)).toEqual(['sticky']);
  });

  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.notify('hello', { severity: 'success' });
    const snapshot = store.getSnapshot();
    expect(store.getSnapshot()).toBe(snapshot);
    expect(snapshot[0]).toMatchObject({ id, message: 'hello', severity: 'success' });
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.notify('unheard');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('pauses the countdown while a message is hovered or focused', () => {
    const store = createNotificationStore();
    const id = store.notify('read me');
    vi.advanceTimersByTime(5_000);
    store.pause(id);
    vi.advanceTimersByTime(60_000);
    expect(messages(store)).toEqual(['read me']);
    store.resume(id);
    vi.advanceTimersByTime(1_999);
    expect(messages(store)).toEqual(['read me']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it("dismisses a flow's messages at once, and only those", () => {
    const store = createNotificationStore();
    store.notify('code sent', { group: 'sign-in' });
    store.notify('copied');
    store.notify('invalid code', { severity: 'error', group: 'sign-in' });
    store.dismissGroup('sign-in');
    expect(messages(store)).toEqual(['copied']);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('replaces a message already on screen instead of stacking a copy', () => {
    const store = createNotificationStore();
    store.notify('invalid code', { severity: 'error' });
    store.notify('code sent');
    vi.advanceTimersByTime(5_000);
    store.notify('invalid code', { severity: 'error' });
    expect(messages(store)).toEqual(['code sent', 'invalid code']);
    // The repeat is on screen for its full time, from when it was repeated.
    vi.advanceTimersByTime(DEFAULT_AUTO_HIDE_MS - 1);
    expect(messages(store)).toEqual(['invalid code']);
  });

  it('clears everything, timers included', () => {
    const store = createNotificationStore();
    store.notify('a');
    store.notify('b');
    store.clear();
    expect(messages(store)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps a link to what the message names, and stays longer to reach it', () => {
    const store = createNotificationStore();
    const link = { label: 'Ver comprovante', href: '/api/receipt.pdf', newTab: true };
    store.notify('Recebimento 392 criado.', { severity: 'success', link });
    store.notify('Spread salvo.', { severity: 'success' });
    expect(store.getSnapshot()[0]).toMatchObject({ link, autoHideMs: LINK_AUTO_HIDE_MS });
    expect(store.getSnapshot()[1]?.link).toBeUndefined();
    vi.advanceTimersByTime(DEFAULT_AUTO_HIDE_MS);
    expect(messages(store)).toEqual(['Recebimento 392 criado.']);
    vi.advanceTimersByTime(LINK_AUTO_HIDE_MS - DEFAULT_AUTO_HIDE_MS);
    expect(messages(store)).toEqual([]);
  });
});
