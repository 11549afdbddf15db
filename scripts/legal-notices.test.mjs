import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { LEGAL_FILES, legalNotices } from '../apps/web/legalNotices.ts';

const root = new URL('../', import.meta.url);
const text = (file) => readFile(new URL(file, root), 'utf8');
const json = async (file) => JSON.parse(await text(file));

// The licence texts a LICENSE may hold, by package.json's SPDX "license".
const LICENCE_TEXTS = {
  MIT: ['MIT License', 'Permission is hereby granted, free of charge, to any person obtaining a copy'],
};

describe('the project licence', () => {
  it("is the licence package.json's field announces, for the project, 2026", async () => {
    const { license } = await json('package.json');
    const body = await text('LICENSE');
    expect(LICENCE_TEXTS[license], `no known text for ${license}`).toBeDefined();
    for (const phrase of LICENCE_TEXTS[license]) expect(body).toContain(phrase);
    expect(body).toMatch(/^Copyright \(c\) 2026 .*FX Back-office/m);
  });
});

describe('the third-party notices', () => {
  it('name each package whose licence asks for attribution, with its licence', async () => {
    const notices = await text('THIRD_PARTY_NOTICES.txt');
    for (const [name, licence] of [
      ['date-holidays', 'ISC'],
      ['date-holidays-parser', 'ISC'],
      ['@fontsource-variable/roboto', 'OFL-1.1'],
    ]) {
      expect(notices, name).toContain(name);
      expect((await json(`node_modules/${name}/package.json`)).license, name).toContain(licence);
    }
    expect(notices).toContain('CC BY-SA 3.0');
    expect(notices).toContain('https://creativecommons.org/licenses/by-sa/3.0/');
    expect(notices).toContain('SIL OPEN FONT LICENSE Version 1.1');
    expect(notices).toContain('DejaVu');
    expect(notices).toContain('Bitstream Vera');
    expect(notices).toContain('Droid Sans Fallback');
    expect(notices).toContain('Apache License');
  });

  it('carry the attributions of every date-holidays country the product loads', async () => {
    const notices = await text('THIRD_PARTY_NOTICES.txt');
    const domain =
      (await text('packages/domain/src/calendar.ts')) +
      (await text('packages/domain/src/settlement-calendars.ts'));
    const countries = [...domain.matchAll(/new Holidays\('([A-Z]{2})'/g)].map((m) => m[1]);
    expect(countries.sort()).toEqual(['BR', 'GB', 'US']);
    for (const country of new Set(countries)) {
      const data = await text(`node_modules/date-holidays/data/countries/${country}.yaml`);
      const attributions = [...data.matchAll(/@attrib (\S+)/g)].map((m) => m[1]);
      expect(attributions.length, country).toBeGreaterThan(0);
      for (const url of attributions) expect(notices, `${country}: ${url}`).toContain(url);
    }
  });

  it('go into the built web app beside the fonts it serves', async () => {
    const emitted = [];
    const plugin = legalNotices();
    await plugin.generateBundle.call({ emitFile: (file) => emitted.push(file) });
    expect(emitted.map((f) => f.fileName).sort()).toEqual(['LICENSE.txt', 'THIRD_PARTY_NOTICES.txt']);
    for (const file of LEGAL_FILES) {
      const served = emitted.find((f) => f.fileName === file.fileName);
      expect(served?.source).toBe(await readFile(file.source, 'utf8'));
    }
  });
});
