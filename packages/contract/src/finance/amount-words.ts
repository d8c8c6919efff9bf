/**
 * An amount in fen as the Chinese capital numerals (大写) printed on invoices and payment slips, e.g. 123456 →
 * 壹仟贰佰叁拾肆元伍角陆分. Capitals cannot be altered by adding a stroke, which is why finance documents use them.
 * Zeros follow the banks' rule: a run of zeros inside the figure reads as one 零, zeros at the end of a section are
 * silent, a whole zero section (…亿零…) still puts one 零 before what follows; a credit note's negative amount
 * reads 负….
 */

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const PLACES = ['仟', '佰', '拾', ''];
const SECTIONS = ['', '万', '亿', '万亿'];

/** One group of four digits (1…9999) without its leading zeros. */
function sectionWords(section: number): string {
  let out = '';
  let zero = false;
  const digits = String(section).padStart(4, '0');
  for (let i = 0; i < 4; i++) {
    const digit = Number(digits[i]);
    if (digit === 0) {
      if (out) zero = true;
      continue;
    }
    if (zero) out += DIGITS[0];
    zero = false;
    out += `${DIGITS[digit]}${PLACES[i]}`;
  }
  return out;
}

/** The whole yuan (≥ 1) in capitals, without 元. */
function yuanWords(yuan: number): string {
  const sections: number[] = [];
  for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10_000)) sections.unshift(rest % 10_000);
  let out = '';
  let zero = false;
  sections.forEach((section, i) => {
    const unit = SECTIONS[sections.length - 1 - i];
    if (section === 0) {
      if (out) zero = true;
      return;
    }
    // A section below 1000 after a higher one begins with a silent thousand: read it as 零.
    if ((out && section < 1000) || zero) out += DIGITS[0];
    zero = false;
    out += `${sectionWords(section)}${unit}`;
  });
  return out;
}

export function amountInWords(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not an amount in fen: ${fen}`);
  if (fen < 0) return `负${amountInWords(-fen)}`;
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  if (fen === 0) return '零元整';
  let out = yuan > 0 ? `${yuanWords(yuan)}元` : '';
  if (jiao === 0 && cents === 0) return `${out}整`;
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (yuan > 0) out += DIGITS[0];
  if (cents > 0) out += `${DIGITS[cents]}分`;
  return out;
}
