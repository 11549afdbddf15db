import type { Page, Request } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../harness/browser';
import { text, type Language } from '../harness/catalog';
import { dateField, shownDate, typeDate } from '../harness/dates';
import { openFilters } from '../harness/filters';
import { watchMissingKeys } from '../harness/shell';
import { signIn } from '../harness/signin';
import { createUser } from '../harness/users';

// Issue 10.9: dates follow the app's language, not the browser's. An English browser (en-US) with the app
// in Portuguese: the remittance filters show and take dd/mm/aaaa ("05/03/2026" is 5 March and reaches the
// API as 2026-03-05); in English the same fields take mm/dd/yyyy. Typed with the keyboard throughout.

const session = useBrowser({ locale: 'en-US' });
const r = (key: string, language: Language = 'pt-BR') => text(language, key, 'remittances');
const components = (key: string, language: Language = 'pt-BR') => text(language, key, 'components');
const exact = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
const from = (language: Language = 'pt-BR') => exact(r('fields.paymentDateFrom', language));
const to = (language: Language = 'pt-BR') => exact(r('fields.paymentDateTo', language));

let missingKeys: string[] = [];

/** What a date field shows, section by section (its placeholders when empty), without bidi marks. */
async function fieldText(page: Page, label: RegExp): Promise<string> {
  const sections = await dateField(page, label).getByRole('spinbutton').allTextContents();
  return sections.map((s) => s.replace(/[\u2066-\u2069\u200e\u200f]/g, '')).join('/');
}

/** The next remittance list request the page makes, as the API receives it. */
const listRequest = (page: Page) =>
  page.waitForRequest((request: Request) => new URL(request.url()).pathname === '/api/remittances');

async function search(page: Page, language: Language = 'pt-BR') {
  await page.getByRole('button', { name: components('filters.search', language), exact: true }).click();
}

beforeAll(async () => {
  const user = await createUser('datas', { admin: true });
  missingKeys = watchMissingKeys(session.page);
  await signIn(session.page, user);
}, 120_000);

afterEach(async (ctx) => {
  expect(missingKeys).toEqual([]);
  if (ctx.task.result?.state === 'fail')
    await screenshot(session.page, `date-picker-failed-${ctx.task.name.slice(0, 30).replace(/\W+/g, '-')}`);
});

describe('date fields follow the app, not the browser', () => {
  it('in Portuguese on an English browser: dd/mm/aaaa, "05/03/2026" is 5 March (2026-03-05 to the API)', async () => {
    const { page } = session;
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await page.goto('/remittance');
    await dateField(page, from()).waitFor();
    expect(await fieldText(page, from())).toBe('dd/mm/aaaa');

    await typeDate(page, from(), '05/03/2026');
    await typeDate(page, to(), '07032026'); // the separators are optional
    expect(await shownDate(page, from())).toBe('05/03/2026');
    expect(await shownDate(page, to())).toBe('07/03/2026');
    const request = listRequest(page);
    await search(page);
    const sent = new URL((await request).url()).searchParams;
    expect([sent.get('paymentDateFrom'), sent.get('paymentDateTo')]).toEqual(['2026-03-05', '2026-03-07']);
    await page.waitForURL((url) => url.searchParams.get('paymentDateFrom') === '2026-03-05');
    expect(new URL(page.url()).searchParams.get('paymentDateTo')).toBe('2026-03-07');

    // The address is the state: opened again, the fields show the days in the app's format.
    await page.goto(`/remittance?includeDateFrom=2026-12-25`);
    await openFilters(page);
    await expect.poll(() => shownDate(page, exact(r('fields.includeDateFrom')))).toBe('25/12/2026');
  });

  it('says so when a typed date is incomplete, and keeps the rule date-to ≥ date-from', async () => {
    const { page } = session;
    await page.goto('/remittance');
    await typeDate(page, from(), '05/03');
    await search(page);
    const invalid = page.getByText(components('dates.invalid'), { exact: true });
    await invalid.waitFor();
    expect(await dateField(page, from()).getAttribute('aria-describedby')).toBeTruthy();
    expect(new URL(page.url()).searchParams.get('paymentDateFrom')).toBeNull();
    // Clear empties a partly typed field too (the picker keeps its sections while its value stays empty).
    await page.getByRole('button', { name: components('filters.clear'), exact: true }).click();
    await expect.poll(() => fieldText(page, from())).toBe('dd/mm/aaaa');
    await expect.poll(() => invalid.count()).toBe(0);

    await typeDate(page, from(), '05/03');
    await typeDate(page, from(), '05/03/2026');
    await expect.poll(() => invalid.count()).toBe(0);
    await typeDate(page, to(), '01/03/2026');
    await search(page);
    await page.getByText(r('validation.date_range_invalid'), { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('paymentDateFrom')).toBeNull();
    await typeDate(page, to(), '05/03/2026'); // a single day is a valid period
    await search(page);
    await page.waitForURL((url) => url.searchParams.get('paymentDateTo') === '2026-03-05');
  });

  it('is the date field of the audit filters too (incomplete dates refused, days sent as yyyy-MM-dd)', async () => {
    const { page } = session;
    const audit = (key: string) => exact(text('pt-BR', key, 'audit'));
    await page.goto('/admin/audit');
    await typeDate(page, audit('fields.from'), '05/03/2026');
    await typeDate(page, audit('fields.to'), '0603');
    await search(page);
    await page.getByText(components('dates.invalid'), { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('from')).toBeNull();
    await typeDate(page, audit('fields.to'), '06/03/2026');
    await search(page);
    await page.waitForURL((url) => url.searchParams.get('from') === '2026-03-05');
    expect(new URL(page.url()).searchParams.get('to')).toBe('2026-03-06');
  });

  it('picks a day from a calendar in Portuguese (month names, buttons), by keyboard too', async () => {
    const { page } = session;
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`/remittance?paymentDateFrom=2026-03-05`);
      // A search in force folds the filters (a drawer of their own on a phone): unfolded first.
      await openFilters(page);
      await dateField(page, from()).getByRole('button').click();
      const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
      await calendar.getByText('março 2026', { exact: true }).waitFor();
      await calendar.getByRole('gridcell', { name: '5', exact: true }).waitFor();
      await screenshot(page, `date-picker-open-pt-BR-${width}`, { viewport: true });
      // The calendar answers the arrow keys: the focused 5th (focus arrives after the calendar opens), two
      // days on, Enter.
      const fifth = calendar.getByRole('gridcell', { name: '5', exact: true });
      await expect.poll(() => fifth.evaluate((day) => day === document.activeElement)).toBe(true);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect.poll(() => shownDate(page, from())).toBe('07/03/2026');
      await expect.poll(() => calendar.count()).toBe(0);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('in English: mm/dd/yyyy, "03/07/2026" is 7 March', async () => {
    const { page } = session;
    await page.goto(`/remittance?paymentDateFrom=2026-03-05`);
    await page.getByRole('button', { name: new RegExp(`^${text('pt-BR', 'language.label')}`) }).click();
    await page.getByRole('menuitem', { name: text('pt-BR', 'language.en') }).click();
    await page.locator('html[lang="en"]').waitFor();
    await openFilters(page, 'en');
    try {
      await expect.poll(() => shownDate(page, from('en'))).toBe('03/05/2026');
      expect(await fieldText(page, to('en'))).toBe('mm/dd/yyyy');
      await typeDate(page, to('en'), '03/07/2026');
      const request = listRequest(page);
      await search(page, 'en');
      expect(new URL((await request).url()).searchParams.get('paymentDateTo')).toBe('2026-03-07');
      // The new search folds the form: unfolded again to open a calendar.
      await openFilters(page, 'en');
      await dateField(page, from('en')).getByRole('button').click();
      await page.getByRole('dialog').getByText('March 2026', { exact: true }).waitFor();
      await screenshot(page, 'date-picker-open-en-1280', { viewport: true });
      await page.keyboard.press('Escape');
      await typeDate(page, exact(r('fields.includeDateFrom', 'en')), '03/05');
      await search(page, 'en');
      await page.getByText(components('dates.invalid', 'en'), { exact: true }).waitFor();
    } finally {
      // Back to Portuguese for whoever uses this account next.
      await page.getByRole('button', { name: new RegExp(`^${text('en', 'language.label')}`) }).click();
      await page.getByRole('menuitem', { name: text('en', 'language.pt-BR') }).click();
      await page.locator('html[lang="pt-BR"]').waitFor();
    }
  });
});
