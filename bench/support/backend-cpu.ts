import fs from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on Linux's usual builds). */
const ticksPerSecond = 100;

/** utime + stime of one process in ms, or 0 when it is gone or unreadable. */
function processCpuMs(pid: string): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name, which is in parentheses and may hold spaces
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/**
 * CPU time used by the PostgreSQL backends of one database on this machine (server on
 * loopback): the processes whose title names the database (`postgres: user db host state`).
 * Counts what the database's sessions cost whatever else the machine runs, so it stays
 * comparable on a busy machine where throughput does not. Null where /proc is not readable.
 */
export function backendCpuOf(databaseName: string): { read(): number } | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const marker = ` ${databaseName} `;
  return {
    read() {
      let total = 0;
      for (const pid of fs.readdirSync('/proc')) {
        if (!/^\d+$/.test(pid)) continue;
        let title: string;
        try {
          title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        } catch {
          continue;
        }
        if (title.startsWith('postgres:') && title.includes(marker)) total += processCpuMs(pid);
      }
      return total;
    },
  };
}
