import { SIGN_IN_TOASTS } from '../../../session/session';
import { notifications, type NotifyOptions } from '../../../components/notifications';

/** A message of the sign-in under way ("code sent", "invalid code"…): the sign-in's success takes it back. */
export const notifySignInStep = (message: string, options: NotifyOptions) =>
  notifications.notify(message, { ...options, group: SIGN_IN_TOASTS });

/** The sign-in's outcome: the messages on the way there are stale, only 'Login efetuado com sucesso' stays. */
export function notifySignedIn(message: string): void {
  notifications.dismissGroup(SIGN_IN_TOASTS);
  notifications.notify(message, { severity: 'success' });
}
