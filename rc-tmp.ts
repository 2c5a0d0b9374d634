import { measureRecount } from './bench/recount';
const engines = (process.argv[2] ?? 'sqlite,postgres').split(',') as ('sqlite' | 'postgres')[];
for (const e of engines) {
  try { const f = await measureRecount(e); console.log(e, f.counted, Math.round(f.firstMs), Math.round(f.firstDbCpuMs), Math.round(f.steadyMs), Math.round(f.steadyDbCpuMs)); }
  catch (err) { console.log(e, 'ERR', err); }
}
