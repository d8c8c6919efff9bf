/** Fixed article texts for the content stories: two revisions of one article in each language. */

export const zhBefore = `<h2>会议室音响安装指南</h2>
<p>本指南介绍如何在中型会议室安装吸顶音箱和功放。</p>
<ul><li>准备 4 只吸顶音箱</li><li>准备一台 120 瓦功放</li></ul>
<p>安装前请关闭电源。</p>
<img data-material-id="1" alt="安装示意图">
<p>如有问题请联系售后。</p>`;

export const zhAfter = `<h2>会议室音响安装指南</h2>
<p>本指南介绍如何在大型会议室安装吸顶音箱和数字功放。</p>
<ul><li>准备 6 只吸顶音箱</li><li>准备一台 120 瓦功放</li><li>准备音频线若干</li></ul>
<p>安装前请关闭电源。</p>
<img data-material-id="1" alt="安装示意图">
<figure data-product-id="3"><figcaption>吸顶音箱 CS-6 · SB-CS6</figcaption></figure>`;

export const enBefore = `<h2>Installing a meeting-room sound system</h2>
<p>This guide shows how to fit ceiling speakers and an amplifier in a medium meeting room.</p>
<ul><li>Four ceiling speakers</li><li>One 120 W amplifier</li></ul>
<p>Switch the power off before you start.</p>`;

export const enAfter = `<h2>Installing a meeting-room sound system</h2>
<p>This guide shows how to fit ceiling speakers and a digital amplifier in a large meeting room.</p>
<ul><li>Six ceiling speakers</li><li>One 120 W amplifier</li></ul>
<p>Switch the power off before you start.</p>
<p>Ask the service desk if anything is unclear.</p>`;

export const zhArticle = `<h2>新品上市：CS-6 吸顶音箱</h2>
<p>CS-6 专为<strong>会议室</strong>和<em>零售门店</em>设计，覆盖角度达 <code>120°</code>。了解更多请访问<a href="https://example.com/cs6">产品页面</a>。</p>
<img data-material-id="1" alt="CS-6 吸顶音箱">
<h3>主要参数</h3>
<table><thead><tr><th>项目</th><th>参数</th></tr></thead><tbody><tr><td>功率</td><td>30 W</td></tr><tr><td>频响</td><td>70 Hz – 20 kHz</td></tr></tbody></table>
<blockquote><p>安装简单，音质清晰。——某连锁门店</p></blockquote>
<audio data-material-id="3" controls></audio>
<figure data-product-id="3"><figcaption>吸顶音箱 CS-6 · SB-CS6</figcaption></figure>`;

export const enArticle = `<h2>New: the CS-6 ceiling speaker</h2>
<p>The CS-6 is made for <strong>meeting rooms</strong> and <em>retail stores</em>, with a <code>120°</code> spread.</p>
<ol><li>Mount the bracket</li><li>Connect the line</li></ol>
<img data-material-id="1" alt="The CS-6 ceiling speaker">
<figure data-product-id="3"><figcaption>CS-6 ceiling speaker · SB-CS6</figcaption></figure>`;
