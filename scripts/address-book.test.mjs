import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as book from '../packages/domain/src/paths.ts';

// The address book (packages/domain/src/paths.ts) is the one place a page's address is spelled: the web's routes,
// every link to another area's record or list, and the server's search results and home figures read it there.

const ROOTS = ['apps/web/src', 'apps/server/src'];
const BOOK = 'packages/domain/src/paths.ts';

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(p);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [p] : [];
  });
}

const ID = 'the-id';

/** What the book spells: its list pages (constants, route patterns cut at their parameter) and record pages. */
export function bookAddresses(entries) {
  const lists = new Set();
  const records = new Set();
  for (const value of Object.values(entries)) {
    if (typeof value === 'string') lists.add(value.replace(/\/:\w+.*$/, ''));
    else if (typeof value === 'function' && value.length === 1) {
      const address = value(ID);
      if (typeof address === 'string' && address.includes(ID)) records.add(address.split(ID)[0]);
    }
  }
  return { lists: [...lists].filter((a) => a.startsWith('/')), records: [...records] };
}

/**
 * Each `file:line: literal` of `text` whose string is one of the book's list pages, is a record page's
 * address (a template's text before the id), or names a `…-detail` page.
 */
export function spelledAddresses(file, text, { lists, records }) {
  const found = [];
  for (const [index, line] of text.split('\n').entries()) {
    for (const match of line.matchAll(/['"`](\/[^'"`$?]*)/g)) {
      const literal = match[1];
      const known = lists.includes(literal) || records.includes(literal);
      if (known || /-detail(\/|$)/.test(literal)) found.push(`${file}:${index + 1}: ${literal}`);
    }
  }
  return found;
}

describe('the address book', () => {
  const addresses = bookAddresses(book);

  it('spells every address it holds (a record page’s base, a list page)', () => {
    expect(addresses.records).toContain('/contract-detail/');
    expect(addresses.records).toContain('/admin/users/');
    expect(addresses.lists).toContain('/contract-detail');
    expect(addresses.lists).toContain('/admin/users');
  });

  it('is the only place the web and the server spell those addresses and any …-detail page', () => {
    const spelled = ROOTS.flatMap((root) =>
      sources(root).flatMap((file) => spelledAddresses(file, readFileSync(file, 'utf8'), addresses)),
    );
    expect(spelled).toEqual([]);
  });

  it('finds an address spelled outside the book (the check itself)', () => {
    const sample = [
      'export const contractDetailPath = (id: string) => `/contract-detail/${encodeURIComponent(id)}`;',
      "shellScreen('/rde-detail/:rdeId', page);",
      "back={{ to: '/contract', label }}",
      "url: '/admin/users?status=pending',",
      'navigate(`/admin/users/${id}/detail`);',
      "fetch('/api/contracts/1'); navigate('/contracts-report'); navigate('/admin/users/report');",
    ].join('\n');
    expect(spelledAddresses('x.ts', sample, addresses)).toEqual([
      'x.ts:1: /contract-detail/',
      'x.ts:2: /rde-detail/:rdeId',
      'x.ts:3: /contract',
      'x.ts:4: /admin/users',
      'x.ts:5: /admin/users/',
    ]);
    expect(readFileSync(BOOK, 'utf8')).toContain('/contract-detail');
  });
});
