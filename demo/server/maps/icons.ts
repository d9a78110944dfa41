/**
 * Marker icons as SVG (maps-toolkit section 9: base size 21 px, pin height 30 px, default colour
 * #7d003f). Every caller-supplied string that reaches the SVG is validated (colours) or escaped (text),
 * so an icon URL cannot inject markup into a page that inlines the image.
 */
import { IconType, LocationType, baseLocationType } from '../../../maps/geo/enums.ts';
import { DEFAULT_MARKER_COLOR, MARKER_ICON_SIZE_PX, MARKER_PIN_HEIGHT_PX } from '../../../maps/geo/marker-scale.ts';
import { InputError } from '../validation.ts';
import { layerTypes } from './catalog.ts';
import { readBoolean, readEnum, readNumber, readString, type Params } from './params.ts';

export const DEFAULT_FOREGROUND = '#ffffff';
/** Legend icons are drawn this many pixels tall whatever the scale. */
export const LEGEND_SIZE_PX = 16;
export const MAX_ICON_SCALE = 4;
export const MAX_ICON_TEXT = 8;

const NAMED_COLORS: Readonly<Record<string, string>> = {
  white: '#ffffff',
  black: '#000000',
  red: '#d0021b',
  green: '#2e7d32',
  blue: '#1565c0',
  gray: '#757575',
  grey: '#757575',
  orange: '#ef6c00',
  gold: '#b8860b',
  purple: '#6a1b9a',
  transparent: 'none',
};
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Symbols drawn inside the pin, in the 21 x 21 head box. */
const SYMBOLS: Readonly<Record<string, string>> = {
  blank: '',
  dot: '<circle cx="10.5" cy="10.5" r="3.5"/>',
  ring: '<circle cx="10.5" cy="10.5" r="4" fill="none" stroke="currentColor" stroke-width="2"/>',
  square: '<rect x="6.5" y="6.5" width="8" height="8"/>',
  triangle: '<path d="M10.5 5.5 L15.5 14.5 L5.5 14.5 Z"/>',
  star: '<path d="M10.5 4.5 L12.2 8.9 L16.9 9.1 L13.2 12 L14.5 16.5 L10.5 13.9 L6.5 16.5 L7.8 12 L4.1 9.1 L8.8 8.9 Z"/>',
  steeple: '<path d="M10.5 4 L13 8 L13 15.5 L8 15.5 L8 8 Z M6 15.5 L15 15.5 L15 16.5 L6 16.5 Z"/>',
  spire: '<path d="M10.5 3.5 L11.5 8 L13 9 L13 16 L8 16 L8 9 L9.5 8 Z"/>',
};

/** The symbol a layer gets when none is asked for. */
function layerSymbol(layer: string | undefined): string {
  if (!layer) return 'dot';
  const base = baseLocationType(layer);
  if (base === LocationType.TEMPLE) return 'spire';
  if (base === LocationType.MEETINGHOUSE) return 'steeple';
  if (base === LocationType.STAKE) return 'square';
  if (base === 'FAMILY_HISTORY_CENTER' || base === 'FAMILY_HISTORY_LIBRARY') return 'ring';
  if (base === 'HISTORIC_SITE' || base === 'VISITORS_CENTER') return 'star';
  return 'dot';
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
}

function readColor(params: Params, name: string, fallback: string): string {
  const value = readString(params, name, { maxLength: 40 });
  if (value === undefined) return fallback;
  const trimmed = value.trim();
  const lower = trimmed.toLowerCase();
  // Own keys only: `constructor` would otherwise be a colour (Object's constructor, printed into the SVG).
  const named = Object.hasOwn(NAMED_COLORS, lower) ? NAMED_COLORS[lower] : undefined;
  if (named) return named;
  const hex = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  if (!HEX.test(hex)) throw new InputError(name, `${name} must be a hex colour such as #7d003f, or one of ${Object.keys(NAMED_COLORS).join(', ')}`);
  return hex.toLowerCase();
}

/** The fill darkened by a third: the default border, so a pin reads on any map. */
function darker(hex: string): string {
  if (!HEX.test(hex)) return '#000000';
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex.slice(0, 7);
  const channel = (i: number) =>
    Math.round(parseInt(full.slice(i, i + 2), 16) * 0.66)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

export interface IconRequest {
  type: IconType;
  svg: boolean;
  layer?: string;
  legend: boolean;
  symbol: string;
  text?: string;
  color: string;
  foreground: string;
  border: string;
  scale: number;
}

export function readIcon(params: Params): IconRequest {
  const type = readEnum(params, 'type', Object.values(IconType), IconType.PIN) ?? IconType.PIN;
  const format = readEnum(params, 'format', ['DEFAULT', 'PNG', 'SVG'] as const, 'DEFAULT') ?? 'DEFAULT';
  const layer = readString(params, 'layer', { maxLength: 80 });
  if (layer !== undefined && !layerTypes(layer)) throw new InputError('layer', `layer ${JSON.stringify(layer)} is not a layer (see /layers)`);
  const symbolName = readString(params, 'symbol', { maxLength: 40 });
  const symbol = symbolName === undefined ? layerSymbol(layer?.toUpperCase()) : symbolName.trim().toLowerCase();
  if (!Object.hasOwn(SYMBOLS, symbol)) throw new InputError('symbol', `symbol must be one of ${Object.keys(SYMBOLS).join(', ')}`);
  const text = readString(params, 'text', { maxLength: MAX_ICON_TEXT });
  let color = readColor(params, 'color', DEFAULT_MARKER_COLOR);
  let foreground = readColor(params, 'foreground', DEFAULT_FOREGROUND);
  if (readBoolean(params, 'invert')) [color, foreground] = [foreground, color];
  const border = readColor(params, 'border', darker(color));
  const scale = readNumber(params, 'scale', { exclusiveMin: 0, max: MAX_ICON_SCALE }) ?? 1;
  return {
    type,
    svg: format !== 'PNG',
    ...(layer ? { layer } : {}),
    legend: readBoolean(params, 'legend') ?? false,
    symbol,
    ...(text ? { text } : {}),
    color,
    foreground,
    border,
    scale,
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function renderIcon(icon: IconRequest): string {
  const headWidth = MARKER_ICON_SIZE_PX;
  const pinHeight = MARKER_PIN_HEIGHT_PX;
  const viewHeight = icon.type === IconType.PIN ? pinHeight : headWidth;
  const scale = icon.legend ? LEGEND_SIZE_PX / viewHeight : icon.scale;
  const width = round(headWidth * scale);
  const height = round(viewHeight * scale);
  const fill = icon.color === 'none' ? 'none' : icon.color;
  const inner = icon.text
    ? `<text x="10.5" y="14.2" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${icon.text.length > 2 ? 7.5 : 10}">${escapeXml(icon.text)}</text>`
    : (SYMBOLS[icon.symbol] ?? '');
  let shape = '';
  if (icon.type === IconType.PIN) {
    shape = `<path d="M10.5 29 C10.5 29 1 17.6 1 10.5 A9.5 9.5 0 1 1 20 10.5 C20 17.6 10.5 29 10.5 29 Z" fill="${fill}" stroke="${icon.border}" stroke-width="1"/>`;
  } else if (icon.type === IconType.DOT) {
    shape = `<circle cx="10.5" cy="10.5" r="9.5" fill="${fill}" stroke="${icon.border}" stroke-width="1"/>`;
  }
  const label = escapeXml(icon.text ?? icon.layer ?? 'marker');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${headWidth} ${viewHeight}" role="img" aria-label="${label}">` +
    shape +
    `<g fill="${icon.foreground}" color="${icon.foreground}">${inner}</g>` +
    '</svg>'
  );
}
