/**
 * SVG is text that a browser may run: an uploaded one is accepted as it is only when it can do nothing but draw.
 * Anything that could run script or fetch from elsewhere refuses the whole file (no rewriting: a sanitiser's
 * half-cleaned output is harder to trust than a clear "no").
 */

const decoder = new TextDecoder('utf-8', { fatal: false });

/** The text of a file, if it is text (no NUL in its head). */
function textOf(bytes: Uint8Array): string | null {
  if (bytes.subarray(0, 1024).includes(0)) return null;
  return decoder.decode(bytes).replace(/^\uFEFF/, '');
}

/**
 * An XML prolog, comments and a DOCTYPE may come first; the root element must be <svg>, with or without a
 * namespace prefix (`<svg:svg xmlns:svg=…>` draws too, so it is judged as SVG rather than passed over).
 */
const SVG_ROOT =
  /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<([\w.-]+:)?svg[\s>/]/i;

export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = textOf(bytes.subarray(0, 4096));
  return head !== null && SVG_ROOT.test(head);
}

/** Numeric character references decoded, so `java&#115;cript:` is seen for what it is. */
function decodeReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000));
}

/**
 * Elements that run script, embed other documents or make HTML inside the drawing, compared by local name (the part
 * after any namespace prefix) in lower case: `<svg:script>` and `<h:script xmlns:h=…>` are scripts too.
 */
const UNSAFE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'frame',
  'embed',
  'object',
  'applet',
  'handler',
  'listener',
  'base',
  'link',
  'meta',
  'form',
]);

/** Text anywhere in the file that refuses it whatever element it is in. */
const UNSAFE_TEXT = [
  /<!DOCTYPE|<!ENTITY/i,
  /<\?xml-stylesheet/i,
  /javascript\s*:/i,
  /@import/i,
  // An XHTML namespace brings HTML's whole behaviour into the drawing; a clean SVG never needs it.
  /http:\/\/www\.w3\.org\/1999\/xhtml/i,
];

/** Element names (`<name` or `<prefix:name`), their local part. */
const ELEMENT = /<\s*(?:[\w.-]+:)?([\w.-]+)/g;
/** Attribute names before `=`, their local part, and the quoted value. */
const ATTRIBUTE = /(?:^|[\s"'])(?:[\w.-]+:)?([\w.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*))/g;

/** A reference that stays inside the file (`#id`) or is an embedded image (`data:image/…`). */
const localReference = (value: string) => /^\s*(#|data:image\/)/i.test(value);

/** Whether one attribute could run script or reach outside: events, external hrefs, animating either. */
function unsafeAttribute(name: string, value: string): boolean {
  if (name.startsWith('on')) return true;
  if (name === 'href') return !localReference(value);
  // <set attributeName="onclick" …> or <animate attributeName="xlink:href" …> would turn a safe element unsafe.
  if (name === 'attributename') {
    const target = value
      .trim()
      .toLowerCase()
      .replace(/^[\w.-]+:/, '');
    return target.startsWith('on') || target === 'href';
  }
  return false;
}

/** Whether the SVG could run script or reach outside itself. */
export function svgIsUnsafe(bytes: Uint8Array): boolean {
  const raw = textOf(bytes);
  if (raw === null) return true;
  // Control characters and spaces removed too: `java\tscript:` is still javascript: to a browser.
  const text = decodeReferences(raw);
  const squeezed = [...text].filter((char) => char.charCodeAt(0) > 0x20).join('');
  if (UNSAFE_TEXT.some((pattern) => pattern.test(text)) || /javascript:/i.test(squeezed)) return true;
  for (const match of text.matchAll(ELEMENT)) {
    if (UNSAFE_ELEMENTS.has((match[1] ?? '').toLowerCase())) return true;
  }
  for (const match of text.matchAll(ATTRIBUTE)) {
    if (unsafeAttribute((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '')) return true;
  }
  for (const match of text.matchAll(/url\(\s*(['"]?)([^)'"]*)\1\s*\)/gi)) {
    if (!localReference(match[2] ?? '')) return true;
  }
  return false;
}

/** A length attribute in user units (px or none); percentages and other units give no size. */
function length(value: string | undefined): number | null {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?)(px)?$/);
  return match ? Math.round(Number(match[1])) : null;
}

/** Width and height from the root's attributes, else from its viewBox. */
export function svgSize(bytes: Uint8Array): { width: number; height: number } | null {
  const text = textOf(bytes.subarray(0, 8192)) ?? '';
  const root = /<svg\b([^>]*)>/i.exec(text)?.[1] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const width = length(attribute('width'));
  const height = length(attribute('height'));
  if (width && height) return { width, height };
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite) && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0) {
    return { width: Math.round(box[2] ?? 0), height: Math.round(box[3] ?? 0) };
  }
  return null;
}
