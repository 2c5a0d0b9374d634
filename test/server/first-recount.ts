import type { FastifyInstance } from 'fastify';

/**
 * Resolves once the app's recount loop has turned once. Its first turn recounts every
 * current race in full and takes that race's lease (a row): a test that compares the
 * whole database before and after a run waits for it first, so only the run is compared.
 */
export async function afterFirstRecount(app: FastifyInstance, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (app.recountActivity.rounds === 0) {
    if (Date.now() > deadline) throw new Error('the recount loop never turned');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
