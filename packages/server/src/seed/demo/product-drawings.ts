/**
 * The demo products' pictures as drawings (./canvas.ts): one per product kind — a speaker cabinet, an amplifier,
 * a mixer… — on a soft background, as a front view with the SKU under it, a close-up or the device in a room.
 * Pure: the same spec gives the same bytes. ./product-pictures.ts decides who gets which and stores them.
 */
import { Canvas, mix, type Rgb } from './canvas';

/** Pixels a side; the drawings are made on an 800-unit square. */
export const PICTURE_SIZE = 600;
const DESIGN = 800;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const SCREEN: Rgb = [26, 32, 42];
const shade = (colour: Rgb, t: number): Rgb => (t >= 0 ? mix(colour, WHITE, t) : mix(colour, BLACK, -t));
const light = (colour: Rgb) => colour[0] * 0.3 + colour[1] * 0.59 + colour[2] * 0.11 > 140;

export interface Look {
  kind: string;
  /** A shape within the kind: speakers are cabinets, ceiling speakers or columns. */
  style: string;
  body: Rgb;
  accent: Rgb;
  /** The SKU prefix without its dash (LY, SB…), printed on the device. */
  brand: string;
  channels: number;
}

export interface PictureSpec extends Look {
  view: 'front' | 'detail' | 'scene';
  background: Rgb;
  /** Printed under the device (the SKU) in the front view. */
  label: string;
}

interface Drawing {
  draw: (c: Canvas, look: Look, trim: Rgb) => void;
  /** Where the device stands (its shadow) and the close-up's centre, in design units. */
  floor: number;
  focus: [number, number];
}

function speaker(c: Canvas, l: Look, trim: Rgb): void {
  if (l.style === 'ceiling') {
    c.circle(400, 380, 250, shade(l.body, -0.18));
    c.circle(400, 380, 238, l.body);
    c.circle(400, 380, 205, shade(l.body, -0.1));
    c.grille(400, 380, 200, 17, shade(l.body, -0.5), false);
    c.rect(350, 560, 100, 34, l.accent, 8);
    c.text(l.brand, 400, 567, 3, WHITE);
    return;
  }
  if (l.style === 'column') {
    c.rect(320, 70, 160, 580, l.body, 24);
    for (let k = 0; k < 5; k++) {
      c.circle(400, 150 + k * 100, 52, shade(l.body, -0.35));
      c.circle(400, 150 + k * 100, 40, trim);
      c.circle(400, 150 + k * 100, 15, shade(trim, 0.3));
    }
    c.text(l.brand, 400, 620, 2, trim);
    return;
  }
  c.rect(250, 90, 300, 550, l.body, 26);
  c.rect(266, 106, 268, 518, shade(l.body, 0.07), 18);
  c.circle(400, 215, 60, shade(l.body, -0.35));
  c.circle(400, 215, 42, trim);
  c.circle(400, 215, 22, shade(trim, 0.35));
  c.circle(400, 435, 132, shade(l.body, -0.45));
  for (let k = 0; k < 4; k++) c.circle(400, 435, 114 - k * 20, mix(shade(l.body, -0.3), trim, k / 4));
  c.circle(400, 435, 38, shade(trim, 0.25));
  c.rect(360, 588, 80, 26, l.accent, 6);
  c.text(l.brand, 400, 594, 2, WHITE);
}

function amplifier(c: Canvas, l: Look, trim: Rgb): void {
  const panel = shade(l.body, 0.06);
  c.polygon(
    [
      [140, 255],
      [660, 255],
      [700, 300],
      [100, 300],
    ],
    shade(l.body, 0.22),
  );
  c.rect(100, 300, 600, 195, panel, 10);
  for (const x of [70, 690]) {
    c.rect(x, 300, 40, 195, shade(l.body, -0.12), 6);
    c.circle(x + 20, 330, 8, SCREEN);
    c.circle(x + 20, 465, 8, SCREEN);
  }
  c.rect(140, 330, 210, 64, SCREEN, 8);
  for (let k = 0; k < 10; k++) {
    const led: Rgb = k < 6 ? [80, 210, 120] : k < 8 ? [250, 190, 60] : [240, 80, 70];
    c.rect(154 + k * 19, 346, 12, 32, led, 3);
  }
  const knobs = Math.min(Math.max(l.channels, 1), 6);
  for (let k = 0; k < knobs; k++) {
    const x = 200 + k * (300 / knobs);
    c.circle(x, 445, 22, shade(l.body, -0.3));
    c.circle(x, 445, 17, trim);
    c.line(x, 445, x + 10, 433, 4, SCREEN);
  }
  c.circle(150, 445, 15, l.accent);
  c.circle(150, 445, 8, panel);
  c.circle(580, 390, 66, shade(l.body, -0.35));
  c.circle(580, 390, 55, trim);
  c.circle(580, 390, 42, shade(trim, 0.2));
  c.line(580, 390, 612, 358, 8, SCREEN);
  c.text(l.brand, 430, 340, 3, trim);
  c.rect(140, 495, 70, 14, SCREEN, 4);
  c.rect(590, 495, 70, 14, SCREEN, 4);
}

function mixer(c: Canvas, l: Look, trim: Rgb): void {
  c.rect(110, 130, 580, 515, l.body, 22);
  c.rect(125, 145, 550, 485, shade(l.body, 0.06), 16);
  const columns = Math.min(Math.max(l.channels, 4), 12);
  const width = 410 / columns;
  const caps: Rgb[] = [l.accent, trim, [90, 200, 140]];
  for (let k = 0; k < columns; k++) {
    const x = 145 + width * (k + 0.5);
    const r = Math.min(14, width * 0.3);
    for (const [row, cap] of caps.entries()) {
      c.circle(x, 190 + row * 52, r + 3, SCREEN);
      c.circle(x, 190 + row * 52, r, cap);
    }
    c.rect(x - 3, 360, 6, 230, SCREEN, 3);
    c.rect(x - width * 0.32, 380 + ((k * 53) % 170), width * 0.64, 24, trim, 4);
  }
  for (let k = 0; k < 12; k++) {
    const led: Rgb = k < 3 ? [240, 80, 70] : k < 5 ? [250, 190, 60] : [80, 210, 120];
    c.rect(585, 175 + k * 18, 22, 12, led, 3);
    c.rect(617, 175 + k * 18, 22, 12, k < 2 ? shade(led, -0.6) : led, 3);
  }
  c.rect(609, 420, 6, 170, SCREEN, 3);
  c.rect(592, 500, 40, 26, l.accent, 4);
  c.text(l.brand, 612, 600, 2, trim);
}

function microphone(c: Canvas, l: Look, trim: Rgb): void {
  c.polygon(
    [
      [352, 330],
      [448, 330],
      [422, 650],
      [378, 650],
    ],
    l.body,
  );
  c.polygon(
    [
      [372, 340],
      [392, 340],
      [386, 640],
      [380, 640],
    ],
    shade(l.body, 0.2),
  );
  c.circle(400, 650, 22, l.body, 12);
  c.rect(388, 420, 24, 56, l.accent, 8);
  c.rect(340, 298, 120, 44, shade(trim, -0.25), 12);
  c.circle(400, 205, 116, shade(trim, -0.3));
  c.circle(400, 205, 106, trim);
  c.grille(400, 205, 106, 18, shade(trim, -0.4), true);
  c.text(l.brand, 400, 530, 2, light(l.body) ? SCREEN : WHITE);
}

function bgmPlayer(c: Canvas, l: Look, trim: Rgb): void {
  for (const r of [45, 85, 125]) c.ring(400, 260, r, 16, l.accent, true);
  c.circle(400, 252, 12, l.accent);
  c.rect(170, 290, 460, 260, l.body, 28);
  c.rect(210, 330, 250, 150, SCREEN, 12);
  c.circle(275, 430, 20, l.accent, 15);
  c.circle(345, 415, 20, l.accent, 15);
  c.rect(288, 370, 8, 60, l.accent);
  c.rect(358, 355, 8, 60, l.accent);
  c.polygon(
    [
      [288, 370],
      [366, 355],
      [366, 372],
      [288, 387],
    ],
    l.accent,
  );
  for (const [k, h] of [40, 70, 55, 85].entries()) c.rect(395 + k * 16, 465 - h, 10, h, shade(l.accent, 0.35), 3);
  c.circle(540, 370, 34, trim);
  c.polygon(
    [
      [530, 352],
      [530, 388],
      [558, 370],
    ],
    l.body,
  );
  c.circle(505, 450, 15, trim);
  c.circle(575, 450, 15, trim);
  c.text(l.brand, 335, 508, 3, trim);
}

function announcementPlayer(c: Canvas, l: Look, trim: Rgb): void {
  c.line(250, 370, 250, 250, 12, SCREEN);
  c.line(250, 250, 300, 180, 12, SCREEN);
  c.line(300, 180, 330, 140, 30, SCREEN);
  c.circle(336, 132, 12, [240, 80, 70]);
  c.polygon(
    [
      [200, 360],
      [600, 360],
      [650, 420],
      [150, 420],
    ],
    shade(l.body, 0.2),
  );
  c.rect(150, 420, 500, 170, l.body, 16);
  c.rect(190, 445, 200, 92, SCREEN, 8);
  c.rect(226, 478, 36, 26, l.accent, 3);
  c.polygon(
    [
      [258, 478],
      [302, 452],
      [302, 530],
      [258, 504],
    ],
    l.accent,
  );
  c.line(320, 466, 336, 454, 6, l.accent);
  c.line(322, 491, 344, 491, 6, l.accent);
  c.line(320, 516, 336, 528, 6, l.accent);
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 3; col++) c.rect(420 + col * 54, 442 + row * 33, 44, 24, trim, 5);
  c.circle(610, 500, 24, l.accent);
  c.text(l.brand, 290, 552, 3, trim);
}

function accessory(c: Canvas, l: Look, trim: Rgb): void {
  c.line(540, 520, 640, 620, 28, l.body);
  c.ring(400, 360, 170, 112, l.body);
  for (let r = 124; r <= 216; r += 13) c.ring(400, 360, r, 3, shade(l.body, light(l.body) ? -0.2 : 0.25));
  c.line(640, 620, 690, 670, 56, trim);
  c.line(690, 670, 718, 698, 24, shade(trim, -0.35));
  c.rect(340, 338, 120, 44, l.accent, 8);
  c.text(l.brand, 400, 350, 3, WHITE);
}

function service(c: Canvas, l: Look, trim: Rgb): void {
  c.rect(220, 110, 360, 545, [176, 126, 84], 20);
  c.rect(250, 160, 300, 465, [250, 250, 246], 8);
  c.rect(330, 88, 140, 60, trim, 14);
  c.circle(400, 104, 11, [176, 126, 84]);
  for (let row = 0; row < 4; row++) {
    const y = 215 + row * 98;
    c.rect(280, y, 44, 44, [200, 205, 212], 8);
    c.rect(286, y + 6, 32, 32, WHITE, 5);
    if (row < 3) {
      c.line(290, y + 22, 300, y + 34, 8, l.accent);
      c.line(300, y + 34, 320, y + 6, 8, l.accent);
    }
    c.rect(342, y + 8, 176, 11, [150, 156, 166], 5);
    c.rect(342, y + 28, 118, 11, [206, 210, 216], 5);
  }
  c.line(500, 680, 640, 540, 32, l.body);
  c.line(640, 540, 648, 470, 30, l.body);
  c.line(640, 540, 710, 532, 30, l.body);
  c.text(l.brand, 400, 600, 2, [150, 156, 166]);
}

const DRAWINGS: Record<string, Drawing> = {
  speaker: { draw: speaker, floor: 648, focus: [400, 420] },
  amplifier: { draw: amplifier, floor: 512, focus: [560, 390] },
  mixer: { draw: mixer, floor: 650, focus: [300, 300] },
  microphone: { draw: microphone, floor: 668, focus: [400, 230] },
  bgm_player: { draw: bgmPlayer, floor: 556, focus: [330, 400] },
  announcement_player: { draw: announcementPlayer, floor: 596, focus: [300, 480] },
  accessory: { draw: accessory, floor: 610, focus: [620, 600] },
  service: { draw: service, floor: 662, focus: [400, 320] },
};

/** The picture `spec` describes, `size` px square, drawn now (pure: the same spec gives the same bytes). */
export function drawProductPicture(spec: PictureSpec, size = PICTURE_SIZE): Buffer {
  const c = new Canvas(size, size, size / DESIGN);
  const drawing = DRAWINGS[spec.kind] ?? (DRAWINGS.accessory as Drawing);
  const trim: Rgb = light(spec.body) ? [78, 82, 92] : [206, 210, 216];
  if (spec.view === 'scene') {
    c.gradient(spec.background, shade(spec.background, -0.08), 0, 560);
    c.gradient([196, 160, 120], [168, 130, 92], 560, DESIGN);
    c.rect(0, 548, DESIGN, 14, WHITE);
    c.view(0.6, 400, drawing.floor - 320);
  } else {
    c.gradient(spec.background, shade(spec.background, 0.7));
    if (spec.view === 'detail') c.view(1.8, ...drawing.focus);
  }
  c.circle(400, drawing.floor, 250, BLACK, 24, 0.12);
  drawing.draw(c, spec, trim);
  c.view(1);
  if (spec.view === 'front' && spec.label) c.text(spec.label, 400, 712, 6, [70, 74, 84]);
  return c.png();
}
