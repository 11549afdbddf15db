import { describe, expect, it } from 'vitest';
import {
  applyChange,
  clampFontSize,
  DEFAULT_SETTINGS,
  LAYOUT_DEFAULTS,
  resolveSettings,
  sanitizeSettings,
  TOOLBAR_ONLY,
} from './model';

describe('shell settings', () => {
  it('defaults to layout3, scheme cambioon, font 100 %, and the spec container widths per layout', () => {
    expect(DEFAULT_SETTINGS.layout.style).toBe('layout3');
    expect(DEFAULT_SETTINGS.theme).toEqual({
      main: 'cambioon',
      navbar: 'cambioon',
      toolbar: 'cambioon',
      footer: 'cambioon',
    });
    expect(DEFAULT_SETTINGS.fontSize).toBe(100);
    expect(LAYOUT_DEFAULTS.layout1.containerWidth).toBe(1570);
    expect(LAYOUT_DEFAULTS.layout2.containerWidth).toBe(1120);
    // layout3 (not in the spec) takes layout1's width: a record's tables need it at 1,440 px (issue 24).
    expect(LAYOUT_DEFAULTS.layout3.containerWidth).toBe(1570);
    expect(resolveSettings({})).toEqual(DEFAULT_SETTINGS);
  });

  it('merges defaults < layout defaults < user settings < route settings', () => {
    // The layout's default (layout1: 1570) beats the product default (layout3's)...
    expect(resolveSettings({ layout: { style: 'layout1' } }).layout.config.containerWidth).toBe(1570);
    expect(resolveSettings({ layout: { style: 'layout2' } }).layout.config.containerWidth).toBe(1120);
    // ...the user's choice beats the layout's...
    const user = {
      layout: {
        style: 'layout1' as const,
        config: { containerWidth: 1300, navbar: { style: 'style-2' as const } },
      },
      fontSize: 120,
    };
    const mine = resolveSettings(user);
    expect(mine.layout.config.containerWidth).toBe(1300);
    expect(mine.layout.config.navbar).toEqual({
      display: true,
      style: 'style-2',
      folded: false,
      position: 'left',
    });
    expect(mine.fontSize).toBe(120);
    // ...and the route's beats the user's, leaving the rest alone.
    const report = resolveSettings(user, TOOLBAR_ONLY);
    expect(report.layout.config.navbar.display).toBe(false);
    expect(report.layout.config.footer.display).toBe(false);
    expect(report.layout.config.toolbar.display).toBe(true);
    expect(report.layout.config.navbar.style).toBe('style-2');
    expect(report.layout.config.containerWidth).toBe(1300);
    // A route may even choose the layout; the layout defaults follow it.
    expect(resolveSettings({}, { layout: { style: 'layout1' } }).layout.config.containerWidth).toBe(1570);
  });

  it('keeps only stored values it understands', () => {
    expect(sanitizeSettings(null)).toEqual({});
    expect(sanitizeSettings(['layout1'])).toEqual({});
    expect(
      sanitizeSettings({
        layout: {
          style: 'layout9',
          config: {
            mode: 'boxed',
            containerWidth: 99_999,
            navbar: { display: 'yes', style: 'style-3-dense', folded: true, position: 'top' },
            toolbar: { style: 'static' },
            extra: 1,
          },
        },
        theme: { main: 'cambioonDark', navbar: 'nope' },
        direction: 'rtl',
        customScrollbars: 0,
        fontSize: 104,
        unknown: { deep: true },
      }),
    ).toEqual({
      layout: {
        config: {
          mode: 'boxed',
          containerWidth: 2560,
          navbar: { style: 'style-3-dense', folded: true },
          toolbar: { style: 'static' },
        },
      },
      theme: { main: 'cambioonDark' },
      direction: 'rtl',
      fontSize: 100,
    });
  });

  it('starts another layout style from its defaults, dropping the previous layout options', () => {
    const user = applyChange({}, { layout: { style: 'layout1', config: { navbar: { style: 'style-3' } } } });
    expect(user).toEqual({ layout: { style: 'layout1', config: { navbar: { style: 'style-3' } } } });
    const changed = applyChange({ ...user, fontSize: 90 }, { layout: { style: 'layout2' } });
    expect(changed).toEqual({ layout: { style: 'layout2' }, fontSize: 90 });
    expect(applyChange(changed, { layout: { config: { mode: 'fullwidth' } } })).toEqual({
      layout: { style: 'layout2', config: { mode: 'fullwidth' } },
      fontSize: 90,
    });
  });

  it('steps the font size by 10 % between 70 % and 130 %', () => {
    expect([50, 70, 74, 76, 100, 125, 130, 200].map(clampFontSize)).toEqual([
      70, 70, 70, 80, 100, 130, 130, 130,
    ]);
  });
});
