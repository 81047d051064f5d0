import fs from "node:fs";
import path from "node:path";

/**
 * Takes group and other permissions away from every file and folder under `root` (what an older version,
 * a copy or a restore left readable). Symbolic links are not followed. Returns how many entries changed.
 */
export function repairPrivateModes(root: string): number {
  let repaired = 0;
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(entry);
    } catch {
      return;
    }
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) {
      fs.chmodSync(entry, stat.mode & 0o700);
      repaired += 1;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return repaired;
}
