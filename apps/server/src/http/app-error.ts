import type { SessionEndReason } from '@fxbo/domain';

export interface FieldError {
  path: string;
  code: string;
  message: string;
}

export interface AppErrorOptions {
  errors?: FieldError[];
  headers?: Record<string, string>;
  /** A second sentence for the user, e.g. the warning that one more failure blocks the account. */
  detail?: string;
  /** Members of the problem beyond the standard ones (problemSchema), e.g. why a session ended. */
  extensions?: { reason?: SessionEndReason };
}

/**
 * An expected failure with a stable code for the web and a message already in the caller's language.
 * Anything else that reaches the error handler is a bug and becomes a 500 with an error id.
 */
export class AppError extends Error {
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly detail: string | undefined;
  readonly extensions: AppErrorOptions['extensions'];

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.errors = options.errors;
    this.headers = options.headers;
    this.detail = options.detail;
    this.extensions = options.extensions;
  }
}
