import fs from "node:fs";

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
