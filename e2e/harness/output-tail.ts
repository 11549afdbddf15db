/** Keeps the last `limit` characters a child process wrote, to explain a failure without flooding the log. */
export class OutputTail {
  private text = '';

  constructor(private readonly limit = 20_000) {}

  append(chunk: Buffer | string): void {
    this.text = (this.text + chunk.toString()).slice(-this.limit);
  }

  toString(): string {
    return this.text.trim() === '' ? '(no output)' : this.text;
  }
}
