/**
 * GET /healthz for a load balancer: 200 while this instance can reach the database, 503 when it
 * cannot (it then takes the instance out of rotation until the database answers again). No
 * sign-in, no personal data, never cached.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../store/database';

/** Longer than this and the balancer should try another instance. */
const databaseTimeoutMs = 2000;

export function registerHealthCheck(app: FastifyInstance, db: Db): void {
  app.get('/healthz', async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), databaseTimeoutMs);
    });
    try {
      await Promise.race([sql`SELECT 1`.execute(db), timeout]);
      return reply.code(200).send({ status: 'ok', database: 'ok' });
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
