import { readFileSync } from "node:fs";

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
