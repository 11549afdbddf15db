import type pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { BrowserSession } from './browser';
import { connectDatabase } from './database';
import { shootAtTwoWidths, shootFailures, switchLanguage } from './screens';
import { watchMissingKeys } from './shell';
import { signIn } from './signin';
import type { TestUser } from './users';

// The frame most screen tests share: their data put straight into the database, one user signed in, a
// screenshot of every failure, and the missing translations watched until the English check at the end.

export interface ScreenTest {
  /** The test file's connection to the server's database (open from `beforeAll` to `afterAll`). */
  db: pg.Client;
  /** The user `setUp` made, signed in before the first test. */
  user: TestUser;
  /** Translation keys the app reported missing since the sign-in. */
  missingKeys: string[];
}

/**
 * Call at the top of a test file: before its tests, connects to the database, runs `setUp` (the file's data;
 * it returns the user to sign in) and signs that user in, watching for missing translations; screenshots
 * each failed test (`<prefix>-failed-…`); closes the connection after the last test.
 */
export function useScreenTest(
  session: BrowserSession,
  prefix: string,
  setUp: (db: pg.Client) => Promise<TestUser>,
): ScreenTest {
  const test = { missingKeys: [] } as unknown as ScreenTest;
  beforeAll(async () => {
    test.db = await connectDatabase();
    test.user = await setUp(test.db);
    test.missingKeys = watchMissingKeys(session.page);
    await signIn(session.page, test.user);
  }, 120_000);
  shootFailures(session, prefix);
  afterAll(async () => {
    await test.db?.end();
  });
  return test;
}

/** Signs in as another user on the session's page (the cookies cleared first), at 1,440 × 900. */
export async function signInAs(session: BrowserSession, user: TestUser): Promise<void> {
  await session.context.clearCookies();
  await signIn(session.page, user);
  await session.page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * The end of a screen's English check: the page photographed at two widths (`<name>-1440`, `-390`), the
 * language switched back for whoever signs in next, and no translation found missing on the way.
 */
export async function endInEnglish(page: Page, name: string, missingKeys: readonly string[]): Promise<void> {
  await shootAtTwoWidths(page, name, { width: 1440, height: 900 });
  await switchLanguage(page, 'en', 'pt-BR');
  expect(missingKeys).toEqual([]);
}
