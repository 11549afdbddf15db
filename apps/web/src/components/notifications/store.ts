export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Notification {
  id: number;
  message: string;
  severity: NotificationSeverity;
  /** Milliseconds on screen; null keeps it until closed. */
  autoHideMs: number | null;
  /** The flow the message belongs to (e.g. one sign-in), so the flow can take its messages back at its end. */
  group: string | undefined;
  /** What the message names, one click away ("Recebimento 392 criado — ver comprovante"). */
  link: NotificationLink | undefined;
}

/** A link in a message: a screen of the app, or a file opened in a new tab (`newTab`, e.g. a PDF receipt). */
export interface NotificationLink {
  label: string;
  href: string;
  newTab?: boolean;
}

export interface NotifyOptions {
  severity?: NotificationSeverity;
  autoHideMs?: number | null;
  group?: string;
  link?: NotificationLink;
}

// Spec 4 and 9: a message hides after 6 s by default and at most 5 are on screen at once.
export const DEFAULT_AUTO_HIDE_MS = 6_000;
/** A message with a link stays longer: time to read it and reach the link. */
export const LINK_AUTO_HIDE_MS = 12_000;
export const MAX_NOTIFICATIONS = 5;

export interface NotificationStore {
  notify(message: string, options?: NotifyOptions): number;
  dismiss(id: number): void;
  /** Dismisses every message of a flow (its outcome makes them stale: "invalid code" once signed in). */
  dismissGroup(group: string): void;
  /** Stops the countdown while the pointer or focus is on a message (WCAG 2.2.1), resume restarts it. */
  pause(id: number): void;
  resume(id: number): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Notification[];
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  startedAt: number;
  remainingMs: number;
}

/**
 * A small external store (read with useSyncExternalStore), so code outside React — the 401 handler, a
 * failed logout — can show a message. The oldest message gives way when a sixth arrives; a message equal to
 * one on screen replaces it (a second "invalid code" is news, not a second toast).
 */
export function createNotificationStore(max = MAX_NOTIFICATIONS): NotificationStore {
  let items: readonly Notification[] = [];
  let nextId = 1;
  const timers = new Map<number, Timer>();
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());
  const stopTimer = (id: number) => {
    const timer = timers.get(id);
    if (timer?.handle !== undefined) clearTimeout(timer.handle);
    timers.delete(id);
  };
  const startTimer = (id: number, ms: number) => {
    timers.set(id, {
      handle: setTimeout(() => store.dismiss(id), ms),
      startedAt: Date.now(),
      remainingMs: ms,
    });
  };

  const store: NotificationStore = {
    notify(message, { severity = 'info', link, group, ...options } = {}) {
      const autoHideMs =
        options.autoHideMs === undefined
          ? link
            ? LINK_AUTO_HIDE_MS
            : DEFAULT_AUTO_HIDE_MS
          : options.autoHideMs;
      const id = nextId++;
      const same = (item: Notification) => item.message === message && item.severity === severity;
      for (const repeated of items.filter(same)) stopTimer(repeated.id);
      const next = [
        ...items.filter((item) => !same(item)),
        { id, message, severity, autoHideMs, group, link },
      ];
      for (const dropped of next.slice(0, Math.max(0, next.length - max))) stopTimer(dropped.id);
      items = next.slice(-max);
      if (autoHideMs !== null) startTimer(id, autoHideMs);
      emit();
      return id;
    },
    dismiss(id) {
      stopTimer(id);
      if (!items.some((item) => item.id === id)) return;
      items = items.filter((item) => item.id !== id);
      emit();
    },
    dismissGroup(group) {
      const stale = items.filter((item) => item.group === group);
      if (stale.length === 0) return;
      for (const item of stale) stopTimer(item.id);
      items = items.filter((item) => item.group !== group);
      emit();
    },
    pause(id) {
      const timer = timers.get(id);
      if (!timer || timer.handle === undefined) return;
      clearTimeout(timer.handle);
      timers.set(id, {
        handle: undefined,
        startedAt: timer.startedAt,
        remainingMs: Math.max(0, timer.remainingMs - (Date.now() - timer.startedAt)),
      });
    },
    resume(id) {
      const timer = timers.get(id);
      if (!timer || timer.handle !== undefined) return;
      // Leave a moment to finish reading after the pointer leaves.
      startTimer(id, Math.max(timer.remainingMs, 2_000));
    },
    clear() {
      for (const id of timers.keys()) stopTimer(id);
      items = [];
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
  return store;
}

/** The app's one store: the viewport renders it, anything may add to it. */
export const notifications = createNotificationStore();

export const notify = (message: string, options?: NotifyOptions) => notifications.notify(message, options);
