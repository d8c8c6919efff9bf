/**
 * The only module that imports echarts. It is reached through a dynamic import from ChartWrapper, so the chart
 * code is a separate chunk that only pages with a chart download. Only echarts/core plus the chart types and
 * components used here are registered (tree-shaken), not the full `echarts` bundle.
 *
 * Why echarts: it is already the chart library of the Arco admin this product follows (line, bar, pie, gauge
 * dashboards), handles CJK text and dark themes well, renders to canvas for large series, and its modular
 * core keeps the lazily loaded chunk to what we register.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  LineChart,
  BarChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DatasetComponent,
  CanvasRenderer,
]);

export const init = echarts.init;
export type ChartOption = echarts.EChartsCoreOption;
export type ChartInstance = echarts.ECharts;
