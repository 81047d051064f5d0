import fs from "node:fs";

/**
 * What bench/load.ts counts: each kind of request's count, errors and latencies, and the server's memory
 * samples, summed up into the report's rows.
 */

export type Kind = { count: number; errors: number; latencies: number[]; samples: string[] };
export type MemorySample = { t: number; rss: number; heap: number };

const mb = (bytes: number) => bytes / 1024 / 1024;

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The run's counters; `timed` records one HTTP exchange against `base` under a kind's name. */
export function createRecorder(base: string) {
  const kinds = new Map<string, Kind>();
  function kind(name: string): Kind {
    let entry = kinds.get(name);
    if (!entry) kinds.set(name, (entry = { count: 0, errors: 0, latencies: [], samples: [] }));
    return entry;
  }
  function record(name: string, ms: number, error?: string) {
    const entry = kind(name);
    entry.count += 1;
    entry.latencies.push(ms);
    if (error) {
      entry.errors += 1;
      if (entry.samples.length < 5) entry.samples.push(error);
    }
  }

  /** One HTTP exchange, body read to the end; `expect` is the status that counts as success. */
  async function timed(name: string, url: string, init: RequestInit, expect: number): Promise<Response | null> {
    const started = performance.now();
    try {
      const response = await fetch(url, { redirect: "manual", ...init });
      await response.arrayBuffer();
      const ms = performance.now() - started;
      record(
        name,
        ms,
        response.status === expect ? undefined : `${init.method ?? "GET"} ${url.replace(base, "")}: ${response.status}`,
      );
      return response;
    } catch (error) {
      record(
        name,
        performance.now() - started,
        `${init.method ?? "GET"} ${url.replace(base, "")}: ${(error as Error).message} ${String((error as Error).cause ?? "")}`,
      );
      return null;
    }
  }
  return { kinds, kind, record, timed };
}

export type Row = {
  kind: string;
  count: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
};
export function summaryRow(name: string, entries: Kind[], elapsedS: number): Row {
  const latencies = entries.flatMap((entry) => entry.latencies).sort((a, b) => a - b);
  const count = entries.reduce((sum, entry) => sum + entry.count, 0);
  return {
    kind: name,
    count,
    errors: entries.reduce((sum, entry) => sum + entry.errors, 0),
    perSecond: Number((count / elapsedS).toFixed(1)),
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
    max: Number((latencies.at(-1) ?? 0).toFixed(1)),
  };
}

/** Least-squares slope in MB per minute of the samples in the second half of the run. */
function slope(samples: MemorySample[], pick: (sample: MemorySample) => number, durationS: number) {
  const half = samples.filter((sample) => sample.t >= durationS / 2);
  if (half.length < 2) return 0;
  const meanT = half.reduce((sum, s) => sum + s.t, 0) / half.length;
  const meanV = half.reduce((sum, s) => sum + mb(pick(s)), 0) / half.length;
  let numerator = 0;
  let denominator = 0;
  for (const s of half) {
    numerator += (s.t - meanT) * (mb(pick(s)) - meanV);
    denominator += (s.t - meanT) ** 2;
  }
  return denominator === 0 ? 0 : (numerator / denominator) * 60;
}

/** The server's RSS (from /proc) and V8 heap (from its /metrics), sampled while the run lasts. */
export function memorySampler(pid: number, base: string, metricsToken: string) {
  const memory: MemorySample[] = [];
  function rssOf(): number {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  }
  async function heapOf(): Promise<number> {
    const text = await (
      await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } })
    ).text();
    return Number(/^nodejs_heap_size_used_bytes (\d+(?:\.\d+)?)/m.exec(text)?.[1] ?? 0);
  }
  async function sampleMemory(started: number) {
    memory.push({ t: (performance.now() - started) / 1000, rss: rssOf(), heap: await heapOf() });
  }
  return { memory, sampleMemory };
}

/** RSS and V8 heap at the start, the end and the peak, and their slope over the run's second half. */
export function summarizeMemory(memory: MemorySample[], durationS: number) {
  const first = memory[0];
  const last = memory[memory.length - 1];
  const peak = memory.reduce((max, sample) => Math.max(max, sample.rss), 0);
  return {
    rssStartMb: Number(mb(first.rss).toFixed(1)),
    rssEndMb: Number(mb(last.rss).toFixed(1)),
    rssPeakMb: Number(mb(peak).toFixed(1)),
    rssSlopeSecondHalfMbPerMin: Number(slope(memory, (s) => s.rss, durationS).toFixed(2)),
    heapStartMb: Number(mb(first.heap).toFixed(1)),
    heapEndMb: Number(mb(last.heap).toFixed(1)),
    heapSlopeSecondHalfMbPerMin: Number(slope(memory, (s) => s.heap, durationS).toFixed(2)),
    samples: memory.length,
  };
}
