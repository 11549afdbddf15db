/**
 * The records a test file makes, known by their names in its tests, both ways: `rows.add(name, row.id)` as each
 * is made (answering the id), `rows.of(items)` for the names of what a list answered, in order, and
 * `rows.id(name)` for a record to ask for.
 */
export class NamedRows {
  private readonly names = new Map<string, string>();
  private readonly ids = new Map<string, string>();

  /** Remembers a record just made; answers its id. */
  add(name: string, id: string): string {
    this.names.set(id, name);
    this.ids.set(name, id);
    return id;
  }

  /** The record's name, or undefined for a record this file did not name. */
  name(id: string): string | undefined {
    return this.names.get(id);
  }

  /** The named record's id, or undefined for a name not given. */
  id(name: string): string | undefined {
    return this.ids.get(name);
  }

  /** The names of a list's items, in order. */
  of(items: readonly { id: string }[]): (string | undefined)[] {
    return items.map((item) => this.name(item.id));
  }
}
