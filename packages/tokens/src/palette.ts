/**
 * Arco Design's 10-shade palette algorithm: shade 6 is the input colour; shades 1-5 move towards white
 * (less saturation, more value, hue rotated by 2° a step), shades 7-10 towards dark. The dark-theme palette
 * mirrors the light one (dark shade i takes the hue and value of light shade 11 - i) with its own saturation
 * curve, so that shade 6 stays readable on a dark background.
 */
import { type Hsv, hsv, hsvToRgb, parseHex, rgbToHsv, toHex } from './color-space';

export const PALETTE_SIZE = 10;
const HUE_STEP = 2;
const MIN_SATURATION_STEP = 9;
const MAX_SATURATION = 100;
const MAX_VALUE = 100;
const MIN_VALUE = 30;

const hsvToHex = (color: Hsv) => toHex(hsvToRgb(color));

/** Shade `index` (1..10) of the light palette generated from `base`. */
export function lightShade(base: string, index: number): string {
  const origin = rgbToHsv(parseHex(base));
  if (index === 6) return toHex(parseHex(base));
  const isLight = index < 6;
  const step = isLight ? 6 - index : index - 6;
  const { h, s, v } = origin;

  // Warm and cool hues rotate in opposite directions so that tints drift towards yellow-free light colours.
  const coolHue = h >= 60 && h <= 240;
  let hue = coolHue === isLight ? h - HUE_STEP * step : h + HUE_STEP * step;
  if (hue < 0) hue += 360;
  else if (hue >= 360) hue -= 360;

  const saturation = isLight
    ? s <= MIN_SATURATION_STEP
      ? s
      : s - ((s - MIN_SATURATION_STEP) / 5) * step
    : s + ((MAX_SATURATION - s) / 4) * step;
  const value = isLight ? v + ((MAX_VALUE - v) / 5) * step : v <= MIN_VALUE ? v : v - ((v - MIN_VALUE) / 4) * step;

  return hsvToHex(hsv(Math.round(hue), saturation, value));
}

/** Shade `index` (1..10) of the dark-theme palette generated from `base`. */
export function darkShade(base: string, index: number): string {
  const mirrored = rgbToHsv(parseHex(lightShade(base, PALETTE_SIZE - index + 1)));
  const origin = rgbToHsv(parseHex(base));

  // Shade 6 of the dark palette is desaturated by a hue-dependent amount; the others step from it.
  const shade6Saturation = origin.h >= 50 && origin.h < 191 ? origin.s - 20 : origin.s - 15;
  const baseSaturation = hsv(origin.h, shade6Saturation, origin.v).s;
  const darkStep = Math.ceil((baseSaturation - 9) / 4);
  const lightStep = Math.ceil((100 - baseSaturation) / 5);

  let saturation: number;
  if (index < 6) saturation = baseSaturation + (6 - index) * lightStep;
  else if (index === 6) saturation = shade6Saturation;
  else saturation = baseSaturation - darkStep * (index - 6);

  return hsvToHex(hsv(mirrored.h, saturation, mirrored.v));
}

const shadeIndexes = Array.from({ length: PALETTE_SIZE }, (_, i) => i + 1);

/** The 10 light-theme shades of `base`, index 0 = shade 1. */
export function generatePalette(base: string): string[] {
  return shadeIndexes.map((i) => lightShade(base, i));
}

/** The 10 dark-theme shades of `base`, index 0 = shade 1. */
export function generateDarkPalette(base: string): string[] {
  return shadeIndexes.map((i) => darkShade(base, i));
}
