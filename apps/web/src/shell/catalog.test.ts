import { HOME_FIGURES } from '@fxbo/domain';
import { describe, expect, it } from 'vitest';
import { schemeNames } from './theme';
import commonEn from '../i18n/en/common.json';
import homeEn from '../i18n/en/home.json';
import shellEn from '../i18n/en/shell.json';
import commonPt from '../i18n/pt-BR/common.json';
import homePt from '../i18n/pt-BR/home.json';
import shellPt from '../i18n/pt-BR/shell.json';
import {
  BAR_STYLES,
  DIRECTIONS,
  LAYOUT_MODES,
  LAYOUT_STYLES,
  NAVBAR_POSITIONS,
  NAVBAR_STYLES,
  THEME_AREAS,
} from './settings/model';

/** The text at a dotted path, or undefined: what i18next would find for a key built at run time. */
function at(catalogue: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalogue,
    );
}

// Keys the shell and the landing page build at run time (typed keys are checked by the compiler).
const built: [string, unknown, unknown, string[]][] = [
  ['shell', shellPt, shellEn, schemeNames.map((n) => `schemes.${n}`)],
  ['shell', shellPt, shellEn, LAYOUT_STYLES.map((v) => `settings.layouts.${v}`)],
  ['shell', shellPt, shellEn, NAVBAR_STYLES.map((v) => `settings.navbarStyles.${v}`)],
  ['shell', shellPt, shellEn, LAYOUT_MODES.map((v) => `settings.modes.${v}`)],
  ['shell', shellPt, shellEn, BAR_STYLES.map((v) => `settings.barStyles.${v}`)],
  ['shell', shellPt, shellEn, NAVBAR_POSITIONS.map((v) => `settings.positions.${v}`)],
  ['shell', shellPt, shellEn, DIRECTIONS.map((v) => `settings.directions.${v}`)],
  ['shell', shellPt, shellEn, THEME_AREAS.map((v) => `settings.areas.${v}`)],
  ['home', homePt, homeEn, HOME_FIGURES.map((key) => `figures.${key}`)],
];

describe('shell catalogues', () => {
  it('have a text in both languages for every key built at run time', () => {
    for (const [namespace, pt, en, keys] of built) {
      for (const key of keys) {
        expect(typeof at(pt, key), `pt-BR ${namespace}:${key}`).toBe('string');
        expect(typeof at(en, key), `en ${namespace}:${key}`).toBe('string');
      }
    }
  });

  it("use the spec's words in the language it gives them", () => {
    expect(shellEn.maintenance.title).toBe('Closed for scheduled maintenance!');
    expect(commonEn.clipboard.copied).toBe('Copied to clipboard');
    expect(homeEn.areas).toMatchObject({
      attention: 'Attention',
      contactManager: 'Please, contact your manager.',
    });
    expect(shellEn.userMenu).toMatchObject({
      changePassword: 'Change Password',
      recoveryPassword: 'Recovery Password',
    });
    expect(commonPt.clipboard.copied).toBeTruthy();
  });
});
