/** Typography docs: the type scale from theme.css, sampled in Chinese and English, and the font stacks. */
import type { FontFamily, TypeStep } from '@soundboard/tokens';
import { catalog } from './catalog';
import { TokenTable } from './doc-panel';

export const SAMPLE_ZH = '音响系统管理后台：订单、产品与用户';
export const SAMPLE_EN = 'Soundboard back-office: orders, products and users';

const sampleStyle = (step: TypeStep) => ({ fontSize: `${step.size}px`, lineHeight: `${step.lineHeight}px` });

export function TypeScaleTable() {
  return (
    <TokenTable
      caption="Type scale (14 px body text, as back-office density wants)"
      rows={catalog.typeScale}
      rowKey={(step) => step.name}
      columns={[
        { header: 'Utility', cell: (step: TypeStep) => step.name, mono: true },
        { header: 'Size / line height', cell: (step) => `${step.size} / ${step.lineHeight} px`, mono: true },
        {
          header: 'Sample',
          cell: (step) => (
            <span className="flex flex-col text-default" style={sampleStyle(step)}>
              <span lang="zh-CN">{SAMPLE_ZH}</span>
              <span lang="en-US">{SAMPLE_EN}</span>
            </span>
          ),
        },
      ]}
    />
  );
}

export function FontFamilies() {
  return (
    <TokenTable
      caption="Font families (first face the platform has wins)"
      rows={catalog.fonts}
      rowKey={(font) => font.variable}
      columns={[
        { header: 'Utility', cell: (font: FontFamily) => `font-${font.name}`, mono: true },
        {
          header: 'Stack',
          cell: (font) => (
            <ol className="m-0 flex list-none flex-wrap gap-1 p-0">
              {font.stack.map((face) => (
                <li key={face} className="rounded-sm bg-fill-2 px-1.5 font-mono text-xs text-secondary">
                  {face}
                </li>
              ))}
            </ol>
          ),
        },
        {
          header: 'Sample',
          cell: (font) => (
            <span className="text-lg text-default" style={{ fontFamily: `var(${font.variable})` }}>
              订单 Order 0123456789
            </span>
          ),
        },
      ]}
    />
  );
}
