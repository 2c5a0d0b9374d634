import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { issueTokens } from '../test/proof/proof-votes';
import { measureVotes } from './load';
import { startBenchServer } from './servers';

const which = process.argv[2]!;
const mod = which === 'base'
  ? await import(pathToFileURL(resolve('/tmp/base19', 'bench/servers.ts')).href)
  : { startBenchServer };
const env: Record<string, string> = { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=/tmp/prof-${which}` };
if (which !== 'base') env.TRUST_PROXY = '1';
const s = await mod.startBenchServer('postgres', { fans: 1000, env });
try {
  const fans = which === 'net' ? await issueTokens(s.url, 1000, 32) : s.tokens;
  await measureVotes(s.url, fans, 3, undefined, which === 'net');
  const r = await measureVotes(s.url, fans, 8, undefined, which === 'net');
  console.log(which, Math.round(r.perSecond));
} finally {
  await s.close();
}
