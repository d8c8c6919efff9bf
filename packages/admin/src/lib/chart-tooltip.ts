/** The tooltip of the admin's bar charts (echarts option part): on the axis, a shadow pointer, the theme's colours. */
export function axisTooltip(
  colors: { tooltipBackground: string; tooltipBorder: string; tooltipText: string },
  valueFormatter: (value: unknown) => string,
) {
  return {
    trigger: 'axis' as const,
    axisPointer: { type: 'shadow' as const },
    backgroundColor: colors.tooltipBackground,
    borderColor: colors.tooltipBorder,
    textStyle: { color: colors.tooltipText },
    valueFormatter,
  };
}
