/**
 * A tiny raster canvas for the demo's product pictures (seed/demo/product-pictures.ts): anti-aliased shapes
 * filled from signed distances, a 5×7 pixel font for model numbers, a view transform (so one drawing gives a
 * close-up or a small device in a room), and PNG output (rows copied whole: media/generate.ts paints pixel by pixel, too slow at this size). No image library, no files.
 */
import { type Rgb, rgbPng } from '../../media/generate';

export type { Rgb };

/** Signed distance in pixels: negative inside. */
type Sdf = (x: number, y: number) => number;

/** 5×7 glyphs, seven rows of five bits each as two hex digits. */
const FONT: Record<string, string> = {
  '0': '0e11131519110e',
  '1': '040c040404040e',
  '2': '0e11010204081f',
  '3': '1f02040201110e',
  '4': '02060a121f0202',
  '5': '1f101e0101110e',
  '6': '0608101e11110e',
  '7': '1f010204080808',
  '8': '0e11110e11110e',
  '9': '0e11110f01020c',
  A: '0e1111111f1111',
  B: '1e11111e11111e',
  C: '0e11101010110e',
  D: '1c12111111121c',
  E: '1f10101e10101f',
  F: '1f10101e101010',
  G: '0e11101711110f',
  H: '1111111f111111',
  I: '0e04040404040e',
  J: '0702020202120c',
  K: '11121418141211',
  L: '1010101010101f',
  M: '111b1515111111',
  N: '11111915131111',
  O: '0e11111111110e',
  P: '1e11111e101010',
  Q: '0e11111115120d',
  R: '1e11111e141211',
  S: '0f10100e01011e',
  T: '1f040404040404',
  U: '1111111111110e',
  V: '11111111110a04',
  W: '1111111515150a',
  X: '11110a040a1111',
  Y: '1111110a040404',
  Z: '1f01020408101f',
  '-': '0000001f000000',
  '.': '00000000000c0c',
  ' ': '00000000000000',
};

/** Math.hypot is several times slower, and the fills call this for every pixel. */
const len = (x: number, y: number) => Math.sqrt(x * x + y * y);

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

export class Canvas {
  readonly pixels: Uint8Array;
  private zoom: number;
  private dx = 0;
  private dy = 0;

  /** Drawn in design units, `unit` canvas pixels each (a drawing made for 800 pixels fits 600 at 0.75). */
  constructor(
    readonly width: number,
    readonly height: number,
    private readonly unit = 1,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.zoom = unit;
  }

  /** Later drawing at `zoom`, the design point (fx, fy) at the canvas centre (zoom 1 at the centre: as drawn). */
  view(zoom: number, fx = this.width / 2 / this.unit, fy = this.height / 2 / this.unit): void {
    this.zoom = zoom * this.unit;
    this.dx = this.width / 2 - fx * this.zoom;
    this.dy = this.height / 2 - fy * this.zoom;
  }

  private px = (x: number) => x * this.zoom + this.dx;
  private py = (y: number) => y * this.zoom + this.dy;

  /** A vertical gradient over design rows `from`..`to` (not moved by the view). */
  gradient(top: Rgb, bottom: Rgb, fromRow = 0, toRow = this.height / this.unit): void {
    const [from, to] = [Math.round(fromRow * this.unit), Math.min(this.height, Math.round(toRow * this.unit))];
    const rowBytes = this.width * 3;
    const row = new Uint8Array(rowBytes);
    for (let y = from; y < to; y++) {
      const colour = mix(top, bottom, (y - from) / Math.max(1, to - from - 1));
      for (let x = 0; x < rowBytes; x += 3) {
        row[x] = colour[0];
        row[x + 1] = colour[1];
        row[x + 2] = colour[2];
      }
      this.pixels.set(row, y * rowBytes);
    }
  }

  /**
   * Fills where `sdf` (canvas pixels) is negative inside the box, edges anti-aliased over one pixel. Every
   * distance here changes by at most one a pixel, so a row is walked by its distance: far outside skips ahead,
   * deep inside fills a run, and only the edge pixels are measured one by one.
   */
  private fill(box: [number, number, number, number], sdf: Sdf, colour: Rgb, alpha = 1): void {
    const x0 = clamp(Math.floor(box[0]) - 1, 0, this.width);
    const x1 = clamp(Math.ceil(box[2]) + 1, 0, this.width);
    const y0 = clamp(Math.floor(box[1]) - 1, 0, this.height);
    const y1 = clamp(Math.ceil(box[3]) + 1, 0, this.height);
    for (let y = y0; y < y1; y++) {
      let x = x0;
      while (x < x1) {
        const d = sdf(x + 0.5, y + 0.5);
        if (d >= 0.5) {
          x += Math.floor(d + 0.5);
        } else if (d <= -0.5) {
          const run = Math.min(x1 - x, Math.floor(0.5 - d));
          this.blend((y * this.width + x) * 3, run, colour, alpha);
          x += run;
        } else {
          this.blend((y * this.width + x) * 3, 1, colour, (0.5 - d) * alpha);
          x += 1;
        }
      }
    }
  }

  /** `count` pixels from byte `at` moved `a` of the way to `colour`. */
  private blend(at: number, count: number, colour: Rgb, a: number): void {
    const p = this.pixels;
    for (let i = at; i < at + count * 3; i += 3) {
      p[i] = (p[i] ?? 0) + (colour[0] - (p[i] ?? 0)) * a;
      p[i + 1] = (p[i + 1] ?? 0) + (colour[1] - (p[i + 1] ?? 0)) * a;
      p[i + 2] = (p[i + 2] ?? 0) + (colour[2] - (p[i + 2] ?? 0)) * a;
    }
  }

  /** A rectangle (design units), corners rounded by `radius`. */
  rect(x: number, y: number, w: number, h: number, colour: Rgb, radius = 0, alpha = 1): void {
    const [cx, cy] = [this.px(x + w / 2), this.py(y + h / 2)];
    const [hw, hh, r] = [(w / 2) * this.zoom, (h / 2) * this.zoom, Math.min(radius, w / 2, h / 2) * this.zoom];
    this.fill(
      [cx - hw, cy - hh, cx + hw, cy + hh],
      (px, py) => {
        const qx = Math.abs(px - cx) - hw + r;
        const qy = Math.abs(py - cy) - hh + r;
        return len(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
      },
      colour,
      alpha,
    );
  }

  /** An ellipse (a circle when ry is left out). */
  circle(x: number, y: number, rx: number, colour: Rgb, ry = rx, alpha = 1): void {
    const [cx, cy, a, b] = [this.px(x), this.py(y), rx * this.zoom, ry * this.zoom];
    const scale = Math.min(a, b);
    this.fill(
      [cx - a, cy - b, cx + a, cy + b],
      (px, py) => (len((px - cx) / a, (py - cy) / b) - 1) * scale,
      colour,
      alpha,
    );
  }

  /** A ring of radius `r` (the middle of the stroke) and stroke `width`; `upper` keeps only the 90° above. */
  ring(x: number, y: number, r: number, width: number, colour: Rgb, upper = false): void {
    const [cx, cy, rr, hw] = [this.px(x), this.py(y), r * this.zoom, (width / 2) * this.zoom];
    this.fill(
      [cx - rr - hw, cy - rr - hw, cx + rr + hw, cy + (upper ? 0 : rr + hw)],
      (px, py) => {
        const band = Math.abs(len(px - cx, py - cy) - rr) - hw;
        return upper ? Math.max(band, (Math.abs(px - cx) - (cy - py)) / Math.SQRT2) : band;
      },
      colour,
    );
  }

  /** A stroke with round ends. */
  line(x1: number, y1: number, x2: number, y2: number, width: number, colour: Rgb): void {
    const [ax, ay, bx, by, hw] = [this.px(x1), this.py(y1), this.px(x2), this.py(y2), (width / 2) * this.zoom];
    const [vx, vy] = [bx - ax, by - ay];
    const length2 = vx * vx + vy * vy || 1;
    this.fill(
      [Math.min(ax, bx) - hw, Math.min(ay, by) - hw, Math.max(ax, bx) + hw, Math.max(ay, by) + hw],
      (px, py) => {
        const t = clamp(((px - ax) * vx + (py - ay) * vy) / length2, 0, 1);
        return len(px - ax - vx * t, py - ay - vy * t) - hw;
      },
      colour,
    );
  }

  /** A convex polygon, its corners in either order. */
  polygon(points: [number, number][], colour: Rgb, alpha = 1): void {
    const corners = points.map(([x, y]) => [this.px(x), this.py(y)] as [number, number]);
    const xs = corners.map((corner) => corner[0]);
    const ys = corners.map((corner) => corner[1]);
    const [mx, my] = [xs.reduce((a, b) => a + b) / xs.length, ys.reduce((a, b) => a + b) / ys.length];
    // Each edge as a unit normal pointing out and an offset: distance = n·p - offset.
    const edges = corners.flatMap(([ax, ay], index) => {
      const [bx, by] = corners[(index + 1) % corners.length] ?? [ax, ay];
      const length = len(bx - ax, by - ay) || 1;
      let [nx, ny] = [(by - ay) / length, -(bx - ax) / length];
      if (nx * (mx - ax) + ny * (my - ay) > 0) [nx, ny] = [-nx, -ny];
      return [nx, ny, nx * ax + ny * ay];
    });
    this.fill(
      [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
      (px, py) => {
        let d = Number.NEGATIVE_INFINITY;
        for (let e = 0; e < edges.length; e += 3)
          d = Math.max(d, (edges[e] ?? 0) * px + (edges[e + 1] ?? 0) * py - (edges[e + 2] ?? 0));
        return d;
      },
      colour,
      alpha,
    );
  }

  /** A round grille's pattern in `colour` over a disc: mesh lines (`mesh` true) or holes, `pitch` apart. */
  grille(x: number, y: number, r: number, pitch: number, colour: Rgb, mesh: boolean): void {
    const [cx, cy, rr, step] = [this.px(x), this.py(y), r * this.zoom, pitch * this.zoom];
    const off = (v: number) => Math.abs((((v % step) + step) % step) - step / 2);
    this.fill(
      [cx - rr, cy - rr, cx + rr, cy + rr],
      (px, py) => {
        const disc = len(px - cx, py - cy) - rr;
        const [ox, oy] = [off(px - cx), off(py - cy)];
        const pattern = mesh ? Math.min(step / 2 - ox, step / 2 - oy) - step * 0.12 : len(ox, oy) - step * 0.28;
        return Math.max(disc, pattern);
      },
      colour,
    );
  }

  /** Capitals, digits and '-' in the 5×7 font, `size` design units a font pixel, centred on x. */
  text(value: string, x: number, y: number, size: number, colour: Rgb): void {
    const glyphs = [...value.toUpperCase()].map((char) => FONT[char] ?? FONT[' '] ?? '');
    const left = x - (glyphs.length * 6 - 1) * size * 0.5;
    for (const [index, glyph] of glyphs.entries()) {
      for (let row = 0; row < 7; row++) {
        const bits = Number.parseInt(glyph.slice(row * 2, row * 2 + 2), 16);
        for (let col = 0; col < 5; col++) {
          if (bits & (16 >> col)) this.rect(left + (index * 6 + col) * size, y + row * size, size, size, colour);
        }
      }
    }
  }

  /** 8-bit RGB PNG. */
  png(): Buffer {
    return rgbPng(this.width, this.height, this.pixels);
  }
}
