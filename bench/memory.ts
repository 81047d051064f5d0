import fs from "node:fs";
import autocannon from "autocannon";

/**
 * Memory of a process and every process it started (its descendants), counted as proportional set size
 * (PSS: each shared page split between the processes that map it), read from /proc/<pid>/smaps_rollup.
 * A database server started beside Node counts too. Linux only; elsewhere 0.
 */
export function descendantsOf(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command may hold spaces and parentheses: the fields after the last ')' are fixed.
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const list = children.get(parent) ?? [];
      list.push(Number(entry));
      children.set(parent, list);
    } catch {
      // the process ended while we looked
    }
  }
  const all: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const next = queue.shift()!;
    all.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return all;
}

/** PSS in bytes of `pid` and its descendants, with each process's share. */
export function pssTree(pid: number): { total: number; processes: { pid: number; command: string; pss: number }[] } {
  const processes = [];
  let total = 0;
  for (const member of descendantsOf(pid)) {
    try {
      const rollup = fs.readFileSync(`/proc/${member}/smaps_rollup`, "utf8");
      const pss = Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) * 1024;
      const command = fs
        .readFileSync(`/proc/${member}/cmdline`, "utf8")
        .split("\0")
        .filter(Boolean)
        .join(" ")
        .slice(0, 80);
      processes.push({ pid: member, command, pss });
      total += pss;
    } catch {
      // ended
    }
  }
  return { total, processes };
}

export const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Mixed traffic for `seconds`: cached pages, hydrated pages, search, random cache bypasses; with
 * `memberCookie`, one request in three is a member's. Then `pid`'s memory 3 s after it and 10 s after (V8
 * shrinks a heap grown by a burst some seconds after allocation slows).
 */
export async function burst(
  base: string,
  paths: string[],
  seconds: number,
  connections: number,
  pid: number,
  memberCookie?: string,
) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, pssTree(pid).total)), 500);
  let counter = 0;
  const run = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          counter += 1;
          const pathname = paths[counter % paths.length]!;
          // One request in five bypasses the page cache (an unknown query parameter renders the page).
          const next = {
            ...request,
            path: counter % 5 === 0 ? `${pathname}${pathname.includes("?") ? "&" : "?"}nocache=${counter}` : pathname,
          };
          return memberCookie && counter % 3 === 0
            ? { ...next, headers: { ...request.headers, cookie: memberCookie } }
            : next;
        },
      },
    ],
  });
  clearInterval(timer);
  await sleep(3000);
  const after = pssTree(pid);
  await sleep(7000);
  const settled = pssTree(pid);
  return {
    requests: run.requests.total,
    rps: Math.round(run.requests.average),
    non2xx: run.non2xx,
    errors: run.errors,
    peak,
    after,
    settled,
  };
}
