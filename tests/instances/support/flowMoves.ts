/**
 * A witness of every move of the flow: a trigger the test adds to the shared database records each
 * change of flow_states.current_flow_step (the table keeps only the latest step), so a test can say
 * the flow left a step exactly once, whichever instance moved it.
 */
import { sql } from 'kysely';
import type { Db } from '../../../server/store/database';

export interface FlowMove {
  from: string;
  to: string;
}

/** Adds the trigger (once per database; after the instances have migrated it). */
export async function recordFlowMoves(db: Db): Promise<void> {
  await sql`CREATE TABLE test_flow_moves (
    seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_uuid TEXT NOT NULL,
    from_step TEXT NOT NULL,
    to_step TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE FUNCTION test_record_flow_move() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.current_flow_step IS DISTINCT FROM OLD.current_flow_step THEN
        INSERT INTO test_flow_moves (application_uuid, from_step, to_step)
        VALUES (NEW.application_uuid, OLD.current_flow_step, NEW.current_flow_step);
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER test_flow_moves AFTER UPDATE ON flow_states
    FOR EACH ROW EXECUTE FUNCTION test_record_flow_move()`.execute(db);
}

/** The application's moves in the order they were made. */
export async function flowMovesOf(db: Db, applicationUuid: string): Promise<FlowMove[]> {
  const rows = await sql<{ from_step: string; to_step: string }>`
    SELECT from_step, to_step FROM test_flow_moves WHERE application_uuid = ${applicationUuid} ORDER BY seq
  `.execute(db);
  return rows.rows.map((row) => ({ from: row.from_step, to: row.to_step }));
}
