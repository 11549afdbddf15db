export { NotificationViewport } from './NotificationViewport';
export {
  createNotificationStore,
  DEFAULT_AUTO_HIDE_MS,
  LINK_AUTO_HIDE_MS,
  MAX_NOTIFICATIONS,
  notifications,
  notify,
  type Notification,
  type NotificationLink,
  type NotificationSeverity,
  type NotificationStore,
  type NotifyOptions,
} from './store';
