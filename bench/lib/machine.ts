import { cpus, loadavg, release, totalmem, type as osType } from 'node:os';

/** The lines results.md opens with: where and when the numbers were taken. */
export function machineLines(command: string, date = new Date()): string[] {
  const cpu = cpus();
  const model = cpu[0]?.model.trim() ?? 'unknown CPU';
  return [
    `- Date: ${date.toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- Command: \`${command}\``,
    `- Machine: ${cpu.length} × ${model}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${osType()} ${release()}`,
    `- Node ${process.version} (${process.platform}-${process.arch})`,
    // Other work on the machine shows in the tails (p99, max): the load says how much there was.
    `- Load average at start (1/5/15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  ];
}
