/**
 * Lays the flow out as a diagram with dagre (@dagrejs/dagre, a layered graph layout): one box per
 * step, one line per transition with its label, top to bottom. Only the studio imports it, so the
 * layout library loads inside the studio's chunk. Pure.
 */
import { Graph, layout } from '@dagrejs/dagre';
import type { StudioStep, StudioTransition } from './flowModel';

export type DiagramNode = {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  stepFile?: string;
  ends?: StudioStep['ends'];
};
export type DiagramEdge = StudioTransition & {
  points: Array<{ x: number; y: number }>;
  labelX: number;
  labelY: number;
};
export type FlowDiagram = { width: number; height: number; nodes: DiagramNode[]; edges: DiagramEdge[] };

const nodeHeight = 40;
const charWidth = 9;
const nodeWidth = (id: string) => Math.max(120, id.length * charWidth + 28);

export function layoutFlow(
  steps: readonly StudioStep[],
  transitions: readonly StudioTransition[],
): FlowDiagram {
  const graph = new Graph({ multigraph: true });
  graph.setGraph({ rankdir: 'TB', nodesep: 30, ranksep: 50, edgesep: 12, marginx: 12, marginy: 12 });
  graph.setDefaultEdgeLabel(() => ({}));
  const byName = new Map<string, StudioStep>();
  for (const step of steps) if (!byName.has(step.name)) byName.set(step.name, step);
  for (const name of byName.keys()) graph.setNode(name, { width: nodeWidth(name), height: nodeHeight });
  transitions.forEach((edge, index) => {
    const labelWidth = edge.kind === 'next' ? 0 : edge.label.length * 6.5 + 8;
    graph.setEdge(
      edge.from,
      edge.to,
      { width: labelWidth, height: edge.kind === 'next' ? 0 : 16, labelpos: 'c' },
      `e${index}`,
    );
  });
  layout(graph);

  const nodes = [...byName.values()].map((step): DiagramNode => {
    const placed = graph.node(step.name) as { x: number; y: number; width: number; height: number };
    return {
      id: step.name,
      x: placed.x - placed.width / 2,
      y: placed.y - placed.height / 2,
      width: placed.width,
      height: placed.height,
      ...(step.stepFile ? { stepFile: step.stepFile } : {}),
      ...(step.ends ? { ends: step.ends } : {}),
    };
  });
  const edges = transitions.map((edge, index): DiagramEdge => {
    const placed = graph.edge(edge.from, edge.to, `e${index}`) as {
      points?: Array<{ x: number; y: number }>;
      x?: number;
      y?: number;
    };
    const points = placed.points ?? [];
    const middle = points[Math.floor(points.length / 2)] ?? { x: 0, y: 0 };
    return { ...edge, points, labelX: placed.x ?? middle.x, labelY: placed.y ?? middle.y };
  });
  const size = graph.graph() as { width?: number; height?: number };
  return { width: size.width ?? 0, height: size.height ?? 0, nodes, edges };
}
