/**
 * What each background job does (server/jobs/jobQueue.ts): the domain's settle functions, each
 * idempotent, and the hourly retention purge. Every instance works every queue.
 */
import type { AppContext } from '../appContext';
import { settleBankLinkJob } from '../domain/bankLink/bankLinkAssets';
import { settleFundingJob } from '../domain/outcomes/funding';
import { settlePricingJob } from '../domain/pricing/pricingJobs';
import { purgeExpiredTelemetry } from '../domain/telemetry/retention';
import type { JobData, JobQueue } from './jobQueue';

/** The application a settle job names; a job without one is malformed and is not retried. */
function applicationOf(data: JobData): string | null {
  return typeof data.applicationUuid === 'string' ? data.applicationUuid : null;
}

/**
 * The error pg-boss stores for a failed job (in its jobs table, for days): a database error as its
 * SQLSTATE code alone (its message can quote values, personal data among them), any other error as
 * its name and message only.
 */
function storableError(error: unknown): Error {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  if (typeof code === 'string' && severity !== undefined) return new Error(`database error ${code}`);
  const stored = new Error(error instanceof Error ? error.message : String(error));
  if (error instanceof Error) stored.name = error.name;
  return stored;
}

/** `handler`, with what it throws reduced to what may be stored (storableError). */
const storingSafely =
  (handler: (data: JobData) => Promise<void>) =>
  async (data: JobData): Promise<void> => {
    try {
      await handler(data);
    } catch (error) {
      throw storableError(error);
    }
  };

export async function startBackgroundJobs(
  queue: JobQueue,
  ctx: AppContext,
  options: { telemetryRetentionDays: number },
): Promise<void> {
  const settling =
    (settle: (ctx: AppContext, applicationUuid: string) => Promise<void>) => async (data: JobData) => {
      const applicationUuid = applicationOf(data);
      if (applicationUuid !== null) await settle(ctx, applicationUuid);
    };
  await queue.work('settle-pricing-run', storingSafely(settling(settlePricingJob)));
  await queue.work('settle-bank-link', storingSafely(settling(settleBankLinkJob)));
  await queue.work('settle-funding', storingSafely(settling(settleFundingJob)));
  await queue.work(
    'purge-telemetry',
    storingSafely(() => purgeExpiredTelemetry(ctx.db, ctx.now(), options.telemetryRetentionDays)),
  );
  await queue.hourly('purge-telemetry');
}
