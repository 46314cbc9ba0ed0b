// CPU time of a process and all its descendants (the server and the embedded PostgreSQL it started), from
// /proc: what a request costs the machine, which other work on a shared machine changes far less than a rate.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcessStat {
  pid: number;
  parent: number;
  /** utime + stime + cutime + cstime: its own CPU and that of children it has waited for. */
  ticks: number;
}

function statOf(pid: number): ProcessStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: the fields after it start past its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const field = (index: number) => Number(fields[index - 3]);
    return { pid, parent: field(4), ticks: field(14) + field(15) + field(16) + field(17) };
  } catch {
    return undefined; // gone between listing and reading
  }
}

/** Milliseconds of CPU used so far by `root` and every process below it. */
export function processTreeCpuMs(root: number): number {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => statOf(Number(name)))
    .filter((stat): stat is ProcessStat => stat !== undefined);
  const children = new Map<number, ProcessStat[]>();
  for (const stat of stats) children.set(stat.parent, [...(children.get(stat.parent) ?? []), stat]);
  let ticks = 0;
  const pending = stats.filter((stat) => stat.pid === root);
  for (let stat = pending.pop(); stat; stat = pending.pop()) {
    ticks += stat.ticks;
    pending.push(...(children.get(stat.pid) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
