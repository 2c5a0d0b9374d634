import { measureHomeReads, measureNoop, measureVotes, measureVotesAtRate } from './load';
import { startBenchServer } from './servers';
for (const engine of ['sqlite', 'postgres'] as const) {
  const bench = await startBenchServer(engine, { fans: 2000 });
  try {
    await measureNoop(bench.url, 2);
    console.log(engine, 'noop', await measureNoop(bench.url, 5));
    console.log(engine, 'votes', await measureVotes(bench.url, bench.tokens, 5));
    console.log(engine, 'rate', await measureVotesAtRate(bench.url, bench.tokens, 1000, 5));
    console.log(engine, 'reads', await measureHomeReads(bench.url, 5));
  } finally {
    await bench.close();
  }
}
