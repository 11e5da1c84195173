// Preloaded into the soak's BFF (`node --expose-gc -r test/soak/memory-probe.cjs`): every SOAK_SAMPLE_MS a full
// garbage collection, then one stdout line with the live heap (heapUsed after GC) and the RSS. The soak judges the
// memory the process retains, not garbage it has not collected yet.
const every = Number(process.env.SOAK_SAMPLE_MS || 2000);
setInterval(() => {
  global.gc();
  const { heapUsed, rss } = process.memoryUsage();
  process.stdout.write(`SOAK-MEM ${Date.now()} ${heapUsed} ${rss}\n`);
}, every).unref();
