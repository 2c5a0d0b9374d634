import { measureFanOut } from './fan-out';
import { startBenchServer } from './servers';
const bench = await startBenchServer('sqlite', { fans: 10 });
try {
  console.log(await measureFanOut(bench, [1000, 5000]));
} finally {
  await bench.close();
}
