// The browser's heap as the benchmarks report it (bench:web, bench:anchor).

/** The page's used JS heap after a forced garbage collection (Chrome DevTools protocol). */
export async function heapAfterGc(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
}
