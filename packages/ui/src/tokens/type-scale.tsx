/** Token docs: the type scale, each step rendered in Chinese and English with its size and line height. */

export const TYPE_STEPS = [
  { name: 'text-4xl', className: 'text-4xl', size: '30 / 38' },
  { name: 'text-3xl', className: 'text-3xl', size: '24 / 32' },
  { name: 'text-2xl', className: 'text-2xl', size: '20 / 28' },
  { name: 'text-xl', className: 'text-xl', size: '18 / 26' },
  { name: 'text-lg', className: 'text-lg', size: '16 / 24' },
  { name: 'text-base', className: 'text-base', size: '14 / 22' },
  { name: 'text-sm', className: 'text-sm', size: '13 / 20' },
  { name: 'text-xs', className: 'text-xs', size: '12 / 20' },
] as const;

export function TypeScale({ sample }: { sample: string }) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">Type scale</caption>
      <thead>
        <tr className="border-b border-default text-xs text-muted">
          <th scope="col" className="py-2 pr-4 font-medium">
            Token
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            px
          </th>
          <th scope="col" className="py-2 font-medium">
            Sample
          </th>
        </tr>
      </thead>
      <tbody>
        {TYPE_STEPS.map((step) => (
          <tr key={step.name} className="border-b border-subtle">
            <th scope="row" className="py-2 pr-4 font-mono text-xs font-normal text-secondary">
              {step.name}
            </th>
            <td className="py-2 pr-4 text-xs text-muted">{step.size}</td>
            <td data-slot="sample" className={`py-2 text-default ${step.className}`}>
              {sample}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
