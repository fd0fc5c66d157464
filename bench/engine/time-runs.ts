/** The value at percentile `p` (0–100) of an ascending list. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Times `run` once cold, then five warm-up calls, then `runs` measured calls: wall and CPU milliseconds.
 * CPU time is shown beside wall time because a shared machine stretches the wall clock.
 */
export function timeRuns<T>(run: () => T, runs: number) {
  const firstStart = performance.now();
  const first = run();
  const firstMs = performance.now() - firstStart;
  for (let i = 0; i < 5; i++) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    run();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    first,
    firstMs,
    median: percentile(wall, 50),
    p95: percentile(wall, 95),
    cpuMedian: percentile(cpu, 50),
  };
}
