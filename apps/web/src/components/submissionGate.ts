/**
 * What makes a form's or dialog's submission go out once (issue 23; decisions §37): the Idempotency-Key it
 * carries, made when it opens and kept across retries of the same submission (the server answers a repeat
 * with the first answer), and a synchronous guard, so a second click before the answer sends nothing, even
 * within the frame before React renders the button disabled. Plain TypeScript: `useActionMutation` holds one.
 */
export class SubmissionGate {
  #key: string;
  #busy = false;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {
    this.#key = newKey();
  }

  /** The key the current submission sends. */
  get key(): string {
    return this.#key;
  }

  /** Whether a submission is on its way (from the click, not from the next render). */
  get busy(): boolean {
    return this.#busy;
  }

  /** Takes the gate for a submission: false when one is already on its way (nothing must be sent). */
  enter(): boolean {
    if (this.#busy) return false;
    this.#busy = true;
    return true;
  }

  /**
   * The answer came. Done: the next submission is another one (a new key). Failed: the key stays, so that a
   * retry of a submission whose answer was lost is answered instead of done twice.
   */
  leave(succeeded: boolean): void {
    this.#busy = false;
    if (succeeded) this.#key = this.newKey();
  }

  /** The form or dialog opened again: a new submission, a new key. */
  renew(): void {
    if (!this.#busy) this.#key = this.newKey();
  }
}
