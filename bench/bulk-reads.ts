import {
  BULK_READ_LABELS,
  BULK_READS,
  startBulkReadsServer,
  whileHealthAsked,
} from '../server/testing/bulk-reads-scenario';
import type { BenchModule } from './lib/report';
import { summarize } from './lib/stats';

/**
 * How long other clients wait while one client reads the largest campaigns in bulk
 * (decision 068): the reference API in a child process with 200 campaigns of about
 * 243 KB, each workload of server/testing/bulk-reads-scenario.ts run `--runs` times
 * while /health is asked every 20 ms. The chaos test runs the same workloads and
 * asserts their answers; the waits are measured here, where the machine is quiet.
 */
export const bulkReads: BenchModule = {
  id: 'bulk-reads',
  title: 'Bulk reads of the largest campaigns: what other clients wait',
  async run(ctx) {
    ctx.log('bulk-reads: storing 200 campaigns of about 243 KB');
    const s = await startBulkReadsServer();
    const names = Object.keys(BULK_READS) as (keyof typeof BULK_READS)[];
    const health = new Map(names.map((n) => [n, [] as number[]]));
    const work = new Map(names.map((n) => [n, [] as number[]]));
    try {
      // Run by run, every workload in turn: other work on the machine spreads over all of them.
      for (let run = 1; run <= ctx.options.runs; run++)
        for (const name of names) {
          ctx.log(`bulk-reads: ${name}, run ${run} of ${ctx.options.runs}`);
          const measured = await whileHealthAsked<unknown>(s.server.mcpPort, () =>
            BULK_READS[name](s),
          );
          health.get(name)!.push(measured.worstHealthMs);
          work.get(name)!.push(measured.workMs);
        }
      if (s.server.exited()) throw new Error(`the server exited: ${s.server.tail()}`);
    } finally {
      await s.stop();
    }
    const ms = (values: number[]) => {
      const { p50, min, max } = summarize(values);
      return `${p50.toFixed(0)} (${min.toFixed(0)}–${max.toFixed(0)})`;
    };
    return {
      title: bulkReads.title,
      intro: [
        `${ctx.options.runs} runs of each request; ms, median (min–max). "/health worst" is the ` +
          'slowest of the /health answers asked every 20 ms while the request ran: how long ' +
          'any other client waited behind it.',
      ],
      tables: [
        {
          head: ['request', '/health worst, ms', 'the request, ms'],
          align: ['l', 'r', 'r'],
          rows: names.map((n) => [BULK_READ_LABELS[n], ms(health.get(n)!), ms(work.get(n)!)]),
        },
      ],
      notes: [
        'Before decision 068 (documents up to 1.9 MB, batches in one turn, list pages built at ' +
          'once): one MCP batch of 100 get_campaigns of 50 held /health 17,152 ms; a 200-row ' +
          'REST page 1,417 ms.',
        'While get_campaigns summary and prepare_campaign_status_change still read every stored ' +
          'object (before schema 5: a revision instead of a hash of each document), the summary ' +
          'batch held /health 178 (166–220) ms and the prepare batch 190 (184–285) ms.',
      ],
    };
  },
};
