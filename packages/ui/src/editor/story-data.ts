/** Stories' stand-ins for the admin's library: pictures and a short silent sound made in the page, no network. */

const svg = (fill: string, label: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200" viewBox="0 0 480 200"><rect width="480" height="200" fill="${fill}"/><text x="240" y="112" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`;

/** One second of silence as a WAV data URL (8 kHz, 8-bit mono). */
function silentWav(): string {
  const samples = 8000;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) bytes[offset + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 8000, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  bytes.fill(128, 44);
  return `data:audio/wav;base64,${btoa(String.fromCharCode(...bytes))}`;
}

const urls: Record<number, string> = {
  12: svg('#165DFF', 'Speaker 12'),
  13: svg('#00B42A', 'Mixer 13'),
  7: silentWav(),
};

/** Known ids resolve at once; others fail, as a deleted material would. */
export async function resolveStoryMaterial(id: number): Promise<string> {
  const url = urls[id];
  if (!url) throw new Error(`No material ${id}`);
  return url;
}

/** Every feature the allow-list keeps, as the server would store it. */
export const everyFeature = [
  '<h2>新品上市：SP-200 蓝牙音箱</h2>',
  '<p>这是一段<strong>粗体</strong>、<em>斜体</em>、<u>下划线</u>、<s>删除线</s>和<code>inline code</code>的正文，',
  '带有<a href="https://example.com/sp-200" target="_blank" rel="noopener noreferrer nofollow">外部链接</a>',
  '和<a href="/storefront/products/3">站内链接</a>。<br>换行后的文字。</p>',
  '<h3>主要参数</h3>',
  '<ul><li><p>输出功率 40 W</p></li><li><p>蓝牙 5.3</p></li></ul>',
  '<ol><li><p>开箱</p></li><li><p>配对</p></li></ol>',
  '<blockquote><p>声音清晰，低音饱满。</p></blockquote>',
  '<pre><code>volume = 0.8</code></pre>',
  '<hr>',
  '<h4>规格表</h4>',
  '<table><tbody><tr><th><p>型号</p></th><th><p>功率</p></th></tr><tr><td><p>SP-200</p></td><td><p>40 W</p></td></tr></tbody></table>',
  '<img data-material-id="12" alt="SP-200 正面">',
  '<audio data-material-id="7" controls></audio>',
  '<figure data-product-id="3"><figcaption>SP-200 蓝牙音箱 · SP-200-BK</figcaption></figure>',
  '<img data-material-id="99" alt="已删除的图片">',
].join('');
