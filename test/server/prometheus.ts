import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectOutput } from './child-output';

// A real Prometheus (Debian's package) on a free loopback port, with its own config and
// storage in a temp folder, scraping with the repository's example job
// (deploy/prometheus/gpvibes-scrape.yml): only its target and token file change.

export const PROMETHEUS_BINARY = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';
const SCRAPE_EXAMPLE = fileURLToPath(
  new URL('../../deploy/prometheus/gpvibes-scrape.yml', import.meta.url),
);
const START_TIMEOUT_MS = 20_000;

export interface PrometheusProcess {
  url: string;
  /** The first sample of an instant query, or null when the result is empty. */
  query(expr: string): Promise<number | null>;
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The example job, scraping `target` every second with `token` (another job per extra). */
export function scrapeConfigFor(
  dir: string,
  jobs: { name: string; target: string; token: string }[],
): string {
  const example = readFileSync(SCRAPE_EXAMPLE, 'utf8')
    .replace(/scrape_interval: \S+/, 'scrape_interval: 1s')
    .replace(/scrape_timeout: \S+/, 'scrape_timeout: 1s');
  const [head, job] = example.split(/^scrape_configs:\n/m);
  if (!job || !/- targets: \[.*\]/.test(job)) throw new Error('scrape example: no targets line');
  const rendered = jobs.map(({ name, target, token }) => {
    const tokenFile = join(dir, `${name}.token`);
    writeFileSync(tokenFile, token, { mode: 0o600 });
    return job
      .replace(/job_name: \S+/, `job_name: ${name}`)
      .replace(/credentials_file: \S+/, `credentials_file: ${tokenFile}`)
      .replace(/- targets: \[.*\]/, `- targets: ['${target}']`);
  });
  return `${head}scrape_configs:\n${rendered.join('')}`;
}

export async function startPrometheus(
  jobs: { name: string; target: string; token: string }[],
): Promise<PrometheusProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'gpvibes-prometheus-'));
  const config = join(dir, 'prometheus.yml');
  writeFileSync(config, scrapeConfigFor(dir, jobs));
  const port = await freePort();
  const child: ChildProcess = spawn(
    PROMETHEUS_BINARY,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = collectOutput(child);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prometheus exited:\n${output()}`);
    const ready = await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`prometheus not ready within ${START_TIMEOUT_MS} ms:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    output,
    stop,
    async query(expr) {
      const res = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expr)}`);
      const body = (await res.json()) as { data?: { result?: { value: [number, string] }[] } };
      const first = body.data?.result?.[0];
      return first ? Number(first.value[1]) : null;
    },
  };
}
