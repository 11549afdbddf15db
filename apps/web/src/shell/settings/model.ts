import type { SchemeName } from '../theme';
import { isSchemeName } from '../theme';
import type { ScreenFrame } from '../../area/route';

/**
 * The shell's settings (spec 1 and 3): layout style and its options, colour schemes, direction, custom
 * scrollbars and the font size. They are kept with the user's profile on the server as a plain JSON object
 * (PUT /api/account/preferences), so this module is pure data: types, defaults, a sanitiser for what comes
 * back from the server, and the merge that gives the settings a screen is shown with.
 */

export const LAYOUT_STYLES = ['layout1', 'layout2', 'layout3'] as const;
export type LayoutStyle = (typeof LAYOUT_STYLES)[number];
export const NAVBAR_STYLES = ['style-1', 'style-2', 'style-3', 'style-3-dense'] as const;
export type NavbarStyle = (typeof NAVBAR_STYLES)[number];
export const LAYOUT_MODES = ['container', 'boxed', 'fullwidth'] as const;
export type LayoutMode = (typeof LAYOUT_MODES)[number];
export const BAR_STYLES = ['fixed', 'static'] as const;
export type BarStyle = (typeof BAR_STYLES)[number];
export const NAVBAR_POSITIONS = ['left', 'right'] as const;
export type NavbarPosition = (typeof NAVBAR_POSITIONS)[number];
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const THEME_AREAS = ['main', 'navbar', 'toolbar', 'footer'] as const;
export type ThemeArea = (typeof THEME_AREAS)[number];

export interface LayoutConfig {
  mode: LayoutMode;
  /** Pixels; the content (container) or the whole frame (boxed) is at most this wide. */
  containerWidth: number;
  navbar: { display: boolean; style: NavbarStyle; folded: boolean; position: NavbarPosition };
  toolbar: { display: boolean; style: BarStyle };
  footer: { display: boolean; style: BarStyle };
  leftSidePanel: { display: boolean };
  rightSidePanel: { display: boolean };
}

export interface ShellSettings {
  layout: { style: LayoutStyle; config: LayoutConfig };
  customScrollbars: boolean;
  direction: Direction;
  theme: Record<ThemeArea, SchemeName>;
  /** Root font size in percent: 70 to 130 in steps of 10 (spec 1 and 9). */
  fontSize: number;
}

/** Every field optional, at any depth: what the user changed, or what a route imposes. */
export type SettingsPatch = {
  layout?: { style?: LayoutStyle; config?: LayoutConfigPatch };
  customScrollbars?: boolean;
  direction?: Direction;
  theme?: Partial<Record<ThemeArea, SchemeName>>;
  fontSize?: number;
};
export type LayoutConfigPatch = {
  [K in keyof LayoutConfig]?: LayoutConfig[K] extends object ? Partial<LayoutConfig[K]> : LayoutConfig[K];
};

// Spec 9: navbar 280 px (64 px folded), container widths 1570 (layout1) and 1120 (layout2), 300 ms debounce,
// 150 ms hover delay, font size 70 % to 130 % in 10 % steps.
export const NAVBAR_WIDTH = 280;
export const NAVBAR_FOLDED_WIDTH = 64;
export const SETTINGS_DEBOUNCE_MS = 300;
export const MENU_HOVER_DELAY_MS = 150;
export const FONT_SIZE_MIN = 70;
export const FONT_SIZE_MAX = 130;
export const FONT_SIZE_STEP = 10;
export const CONTAINER_WIDTH_MIN = 960;
export const CONTAINER_WIDTH_MAX = 2560;

const baseConfig: LayoutConfig = {
  mode: 'container',
  containerWidth: 1570,
  navbar: { display: true, style: 'style-1', folded: false, position: 'left' },
  toolbar: { display: true, style: 'fixed' },
  footer: { display: true, style: 'static' },
  leftSidePanel: { display: false },
  rightSidePanel: { display: false },
};

/** What each layout style starts from (the second level of the merge). */
export const LAYOUT_DEFAULTS: Record<LayoutStyle, LayoutConfig> = {
  layout1: baseConfig,
  layout2: { ...baseConfig, containerWidth: 1120 },
  // The default layout: horizontal dense navigation under a toolbar that carries the logo; not written in
  // the spec. Its width is layout1's (issue 24): at 1,440 px layout2's 1,120 left a record's page ~1,000 px and
  // clipped its tables, while lists and records want the screen's width.
  layout3: baseConfig,
};

/** The product defaults (the first level of the merge): layout3, scheme cambioon (spec 1). */
export const DEFAULT_SETTINGS: ShellSettings = {
  layout: { style: 'layout3', config: LAYOUT_DEFAULTS.layout3 },
  customScrollbars: true,
  direction: 'ltr',
  theme: { main: 'cambioon', navbar: 'cambioon', toolbar: 'cambioon', footer: 'cambioon' },
  fontSize: 100,
};

// ------------------------------------------------------------------------------------------ sanitising

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: unknown): T | undefined =>
    allowed.includes(value as T) ? (value as T) : undefined;

const bool = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

export function clampFontSize(value: number): number {
  const stepped = Math.round(value / FONT_SIZE_STEP) * FONT_SIZE_STEP;
  return Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, stepped));
}

const fontSize = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? clampFontSize(value) : undefined;

const containerWidth = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(CONTAINER_WIDTH_MAX, Math.max(CONTAINER_WIDTH_MIN, Math.round(value)))
    : undefined;

/** Drops undefined members, and the object itself when nothing is left. */
function compact<T extends Record<string, unknown>>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as T) : undefined;
}

function sanitizeConfig(value: unknown): LayoutConfigPatch | undefined {
  if (!isRecord(value)) return undefined;
  const sub = (name: string) => (isRecord(value[name]) ? value[name] : {});
  const navbar = sub('navbar');
  const bar = (name: string) =>
    compact({ display: bool(sub(name)['display']), style: oneOf(BAR_STYLES)(sub(name)['style']) });
  return compact({
    mode: oneOf(LAYOUT_MODES)(value['mode']),
    containerWidth: containerWidth(value['containerWidth']),
    navbar: compact({
      display: bool(navbar['display']),
      style: oneOf(NAVBAR_STYLES)(navbar['style']),
      folded: bool(navbar['folded']),
      position: oneOf(NAVBAR_POSITIONS)(navbar['position']),
    }),
    toolbar: bar('toolbar'),
    footer: bar('footer'),
    leftSidePanel: compact({ display: bool(sub('leftSidePanel')['display']) }),
    rightSidePanel: compact({ display: bool(sub('rightSidePanel')['display']) }),
  });
}

/**
 * The settings a user has stored, keeping only values this version understands: the server accepts any JSON
 * object, and an older or newer app, or a hand-edited row, must not break the shell.
 */
export function sanitizeSettings(value: unknown): SettingsPatch {
  if (!isRecord(value)) return {};
  const layout = isRecord(value['layout']) ? value['layout'] : {};
  const theme = isRecord(value['theme']) ? value['theme'] : {};
  const scheme = (area: ThemeArea) => (isSchemeName(theme[area]) ? theme[area] : undefined);
  return (
    compact({
      layout: compact({
        style: oneOf(LAYOUT_STYLES)(layout['style']),
        config: sanitizeConfig(layout['config']),
      }),
      customScrollbars: bool(value['customScrollbars']),
      direction: oneOf(DIRECTIONS)(value['direction']),
      theme: compact({
        main: scheme('main'),
        navbar: scheme('navbar'),
        toolbar: scheme('toolbar'),
        footer: scheme('footer'),
      }),
      fontSize: fontSize(value['fontSize']),
    }) ?? {}
  );
}

// ------------------------------------------------------------------------------------------ merging

/** Plain-object deep merge: later patches win, arrays and primitives are replaced, undefined is skipped. */
export function deepMerge<T>(base: T, ...patches: readonly unknown[]): T {
  let result: unknown = base;
  for (const patch of patches) result = mergeTwo(result, patch);
  return result as T;
}

function mergeTwo(base: unknown, patch: unknown): unknown {
  if (patch === undefined) return base;
  if (!isRecord(base) || !isRecord(patch)) return patch;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = mergeTwo(base[key], value);
  return out;
}

/**
 * The settings a screen is shown with: product defaults < the layout style's defaults < the user's settings
 * < the route's settings (e.g. a report screen that shows only the toolbar). The layout style is decided
 * first, by the same order, because it chooses the second level.
 */
export function resolveSettings(user: SettingsPatch, route?: SettingsPatch): ShellSettings {
  const style = route?.layout?.style ?? user.layout?.style ?? DEFAULT_SETTINGS.layout.style;
  return deepMerge(DEFAULT_SETTINGS, { layout: { style, config: LAYOUT_DEFAULTS[style] } }, user, route);
}

/**
 * The user's settings after a change made in the settings panel. Choosing another layout style starts from
 * that layout's defaults (its container width differs, and a navbar style makes sense only in layout1), so
 * the layout options chosen for the previous style are dropped.
 */
export function applyChange(user: SettingsPatch, change: SettingsPatch): SettingsPatch {
  const style = change.layout?.style;
  if (style && style !== (user.layout?.style ?? DEFAULT_SETTINGS.layout.style)) {
    const { layout: _dropped, ...rest } = user;
    return sanitizeSettings(deepMerge(rest, { ...change, layout: { style, config: change.layout?.config } }));
  }
  return sanitizeSettings(deepMerge(user, change));
}

/** A route's settings that hide everything but the toolbar (spec 2: "most report screens"). */
export const TOOLBAR_ONLY: SettingsPatch = {
  layout: {
    config: {
      navbar: { display: false },
      footer: { display: false },
      leftSidePanel: { display: false },
      rightSidePanel: { display: false },
    },
  },
};

/** What each screen frame (area/route.ts) imposes over the user's settings. */
export const SCREEN_FRAMES: Record<ScreenFrame, SettingsPatch> = { 'toolbar-only': TOOLBAR_ONLY };
