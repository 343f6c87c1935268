/**
 * What each step's POST /flow/{uuid}/step/{step} takes, by step path: operations.json `stepBodies`
 * (a step not listed takes none), typed by scripts/contractTypes.ts. Each handler is typed with its
 * entry, and receives a body only after the route has checked it against that very schema
 * (server/handlers/flow.ts).
 */
import type { FlowStepBodies } from '../../core/api/generated/contractTypes';

export type StepBodies = FlowStepBodies;
