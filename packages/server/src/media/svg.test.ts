/**
 * The SVG deny-list judged by local names (ASVS 5.0 5.2.x): namespace prefixes and case do not hide a script, an
 * HTML island, an event attribute or an external reference. Each payload is refused whole; clean drawings pass.
 */
import { describe, expect, it } from 'vitest';
import { looksLikeSvg, svgIsUnsafe } from './svg';
import { DIRTY_SVGS, SAMPLES } from './test-files';

const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

/** Payloads the first deny-list let through, or that hide behind a prefix, a case or an animation. */
const NAMESPACED_SVGS = {
  prefixedScript: `<svg ${SVG}><svg:script>alert(1)</svg:script></svg>`,
  xhtmlScript: `<svg ${SVG}><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>`,
  prefixedForeignObject: `<svg ${SVG}><svg:foreignObject><p>hi</p></svg:foreignObject></svg>`,
  upperCaseScript: `<svg ${SVG}><SVG:SCRIPT>alert(1)</SVG:SCRIPT></svg>`,
  prefixedIframe: `<svg ${SVG}><x:iframe xmlns:x="urn:x" src="https://example.com"/></svg>`,
  prefixedEvent: `<svg ${SVG}><rect svg:onclick="alert(1)"/></svg>`,
  upperCaseEvent: `<svg ${SVG}><rect ONMOUSEOVER="alert(1)"/></svg>`,
  xlinkJavascript: `<svg ${SVG} ${XLINK}><a xlink:href="javascript:alert(1)"><rect/></a></svg>`,
  xlinkEncodedJavascript: `<svg ${SVG} ${XLINK}><a xlink:href="&#x6A;ava&#x09;script&#58;alert(1)"><rect/></a></svg>`,
  otherPrefixHref: `<svg ${SVG} xmlns:l="http://www.w3.org/1999/xlink"><use l:href="https://example.com/a.svg#x"/></svg>`,
  prefixedRoot: '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg:svg>',
  animatedEvent: `<svg ${SVG}><rect><set attributeName="onclick" to="alert(1)"/></rect></svg>`,
  animatedHref: `<svg ${SVG} ${XLINK}><a><animate attributeName="xlink:href" values="https://example.com"/></a></svg>`,
  xhtmlNamespace: `<svg ${SVG}><g xmlns="http://www.w3.org/1999/xhtml"><rect/></g></svg>`,
  stylesheet: `<?xml-stylesheet type="text/xsl" href="#s"?><svg ${SVG}><rect/></svg>`,
};

describe('SVG deny-list by local name', () => {
  it('refuses every namespaced, prefixed or upper-case payload', () => {
    for (const [name, text] of Object.entries(NAMESPACED_SVGS)) {
      expect(looksLikeSvg(Buffer.from(text)), name).toBe(true);
      expect(svgIsUnsafe(Buffer.from(text)), name).toBe(true);
    }
  });

  it('still refuses the first list and accepts clean drawings, prefixed ones included', () => {
    for (const [name, text] of Object.entries(DIRTY_SVGS)) expect(svgIsUnsafe(Buffer.from(text)), name).toBe(true);
    const clean = [
      SAMPLES.svg(),
      `<svg ${SVG} ${XLINK} width="16px" height="9"><svg:defs><svg:linearGradient id="g"/></svg:defs><use xlink:href="#g"/><image href="data:image/png;base64,AAAA"/><path fill="url(#g)" d="M0 0h16v9z"/><text>on = off; score=1</text></svg>`,
      '<svg:svg xmlns:svg="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><svg:rect width="4" height="4"/></svg:svg>',
    ];
    for (const text of clean) expect(svgIsUnsafe(Buffer.from(text)), String(text)).toBe(false);
  });
});
