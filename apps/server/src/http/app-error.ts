export interface FieldError {
  path: string;
  code: string;
  message: string;
}

/**
 * An expected failure with a stable code for the web and a message already in the caller's language.
 * Anything else that reaches the error handler is a bug and becomes a 500 with an error id.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
