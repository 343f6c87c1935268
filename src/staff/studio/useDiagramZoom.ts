/**
 * Zoom and pan of the flow diagram with d3-zoom (docs/decisions/0086-the-flow-diagram-fits-and-zooms-with-d3-zoom.md):
 * drag or scroll to move, Ctrl + scroll or a pinch to zoom, and the toolbar's zoom in, zoom out and
 * fit. It opens fitted to the panel and fits again when the panel changes size, until the staff
 * member moves it. A scroll the diagram cannot follow (it is at its edge) scrolls the page.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, zoomTransform, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';

type Size = { width: number; height: number };
type Box = { x: number; y: number; width: number; height: number };

/** Blank kept around the drawing when fitted, in screen pixels. */
export const fitMargin = 12;
const scaleExtent: [number, number] = [0.2, 4];
/** A fit never enlarges the drawing past this: the labels would only get bigger. */
const maxFitScale = 1.25;
const step = 1.25;

/** The transform that shows all of `content` in `panel`, centred. Pure. */
export function fitTransform(content: Size, panel: Size): { x: number; y: number; k: number } {
  if (panel.width <= 0 || panel.height <= 0 || content.width <= 0 || content.height <= 0)
    return { x: 0, y: 0, k: 1 };
  const k = Math.min(
    maxFitScale,
    (panel.width - 2 * fitMargin) / content.width,
    (panel.height - 2 * fitMargin) / content.height,
  );
  return { x: (panel.width - content.width * k) / 2, y: (panel.height - content.height * k) / 2, k };
}

export function useDiagramZoom(svgRef: RefObject<SVGSVGElement | null>, content: Size) {
  const behaviour = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
  // Whether the view is still the fitted one (then a resize fits it again).
  const fitted = useRef(true);

  const panelSize = useCallback((): Size => {
    const svg = svgRef.current;
    return { width: svg?.clientWidth ?? 0, height: svg?.clientHeight ?? 0 };
  }, [svgRef]);

  const fit = useCallback(() => {
    const svg = svgRef.current;
    if (!svg || !behaviour.current) return;
    const { x, y, k } = fitTransform(content, panelSize());
    behaviour.current.transform(select(svg), zoomIdentity.translate(x, y).scale(k));
    fitted.current = true;
  }, [content, panelSize, svgRef]);

  const scaleBy = useCallback(
    (factor: number) => {
      const svg = svgRef.current;
      if (!svg || !behaviour.current) return;
      behaviour.current.scaleBy(select(svg), factor);
      fitted.current = false;
    },
    [svgRef],
  );

  /** Brings a box of the drawing into view when it is not (a step reached with Tab). */
  const reveal = useCallback(
    (box: Box) => {
      const svg = svgRef.current;
      if (!svg || !behaviour.current) return;
      const now = zoomTransform(svg);
      const panel = panelSize();
      const [left, top] = now.apply([box.x, box.y]);
      const [right, bottom] = now.apply([box.x + box.width, box.y + box.height]);
      if (left >= 0 && top >= 0 && right <= panel.width && bottom <= panel.height) return;
      behaviour.current.translateTo(select(svg), box.x + box.width / 2, box.y + box.height / 2);
      fitted.current = false;
    },
    [panelSize, svgRef],
  );

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const selection = select(svg);
    const behaviourHere = zoom<SVGSVGElement, unknown>()
      .scaleExtent(scaleExtent)
      .extent(() => {
        const panel = panelSize();
        return [
          [0, 0],
          [panel.width, panel.height],
        ];
      })
      .translateExtent([
        [-fitMargin, -fitMargin],
        [content.width + fitMargin, content.height + fitMargin],
      ])
      // A click that moved a few pixels is still a click on a step.
      .clickDistance(4)
      // The wheel zooms only with Ctrl (a trackpad's pinch sends it); a plain wheel pans, below.
      .filter((event: Event) =>
        event.type === 'wheel'
          ? (event as WheelEvent).ctrlKey || (event as WheelEvent).metaKey
          : !(event as MouseEvent).ctrlKey && !(event as MouseEvent).button,
      )
      .on('zoom', (event: { transform: ZoomTransform; sourceEvent: Event | null }) => {
        setTransform(event.transform);
        if (event.sourceEvent) fitted.current = false;
      });
    selection.call(behaviourHere);
    behaviour.current = behaviourHere;

    const pan = (event: WheelEvent) => {
      if (event.ctrlKey || event.metaKey) return;
      const lines = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? panelSize().height : 1;
      const now = zoomTransform(svg);
      const panel = panelSize();
      const moved = behaviourHere.constrain()(
        now.translate((-event.deltaX * lines) / now.k, (-event.deltaY * lines) / now.k),
        [
          [0, 0],
          [panel.width, panel.height],
        ],
        behaviourHere.translateExtent(),
      );
      // Less than a pixel: the drawing is at its edge (or all in view), so the page scrolls instead.
      if (Math.abs(moved.x - now.x) < 0.5 && Math.abs(moved.y - now.y) < 0.5) return;
      event.preventDefault();
      behaviourHere.transform(selection, moved);
      fitted.current = false;
    };
    svg.addEventListener('wheel', pan, { passive: false });

    // jsdom (the unit tests) has no ResizeObserver: the view is then fitted once.
    const resized =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            if (fitted.current) fit();
          });
    resized?.observe(svg);
    fit();
    return () => {
      resized?.disconnect();
      svg.removeEventListener('wheel', pan);
      selection.on('.zoom', null);
      behaviour.current = null;
    };
  }, [content, fit, panelSize, svgRef]);

  return {
    transform,
    fit,
    zoomIn: () => scaleBy(step),
    zoomOut: () => scaleBy(1 / step),
    reveal,
  };
}
