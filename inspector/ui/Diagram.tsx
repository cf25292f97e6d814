/**
 * The statechart drawn in SVG from the ELK layout: states as boxes (nested states inside their
 * parent), transitions as routed edges labelled `event [guard]`. Zoom with the wheel, the buttons
 * or + and -; pan by dragging or with the arrow keys; descriptions on hover (title) and on click.
 */
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from "react";
import { type ChartLayout, rootSourceId, stateBoxLines } from "../layout.ts";
import type { ChartModel } from "../model.ts";

export interface Emphasis {
  /** Active states (live or the current path step). */
  active?: ReadonlySet<string>;
  /** Transitions taken earlier (the trail). */
  trail?: ReadonlySet<string>;
  /** Transitions of the latest step. */
  latest?: ReadonlySet<string>;
  /** Search hits. */
  matches?: ReadonlySet<string>;
  /** Transitions to highlight as leading into the selected state. */
  incoming?: ReadonlySet<string>;
  /** States that are entry points. */
  entries?: ReadonlySet<string>;
}

interface View {
  x: number;
  y: number;
  k: number;
}

export interface DiagramProps {
  model: ChartModel;
  layout: ChartLayout;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  emphasis: Emphasis;
  /** Centre on this state when it changes (search result, path step, live state). */
  focusId: string | null;
  /** Changes to re-centre on focusId even when the id is the same. */
  focusKey?: number;
  /**
   * The customer steps only (foldedChart.ts): the arrows are drawn under the boxes, faint until a
   * step is chosen, so every step's name stays readable.
   */
  stepsOnly?: boolean;
}

/** The canvas takes the keyboard for zoom and pan. */
const keyboardFocusable = { tabIndex: 0 };

const minScale = 0.1;
const maxScale = 3;

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value));
}

export function Diagram({
  model,
  layout,
  selectedId,
  onSelect,
  emphasis,
  focusId,
  focusKey,
  stepsOnly = false,
}: DiagramProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [view, setView] = useState<View>({ x: 20, y: 20, k: 0.5 });
  const drag = useRef<{ x: number; y: number; vx: number; vy: number; moved: boolean } | null>(
    null,
  );

  const size = () => {
    const rect = svgRef.current?.getBoundingClientRect();
    return { w: rect?.width ?? 800, h: rect?.height ?? 600 };
  };

  const fitAll = () => {
    const { w, h } = size();
    const k = clamp(Math.min(w / (layout.width + 40), h / (layout.height + 40)), minScale, 1);
    setView({ k, x: (w - layout.width * k) / 2, y: 20 });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: fit once per layout
  useEffect(() => {
    fitAll();
  }, [layout]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-centre only when asked
  useEffect(() => {
    if (!focusId) return;
    const box = layout.states[focusId];
    if (!box) return;
    const { w, h } = size();
    setView((v) => {
      const k = Math.max(v.k, 0.9);
      return { k, x: w / 2 - (box.x + box.width / 2) * k, y: h / 2 - (box.y + box.height / 2) * k };
    });
  }, [focusId, focusKey, layout]);

  const zoomAt = (factor: number, cx?: number, cy?: number) => {
    const { w, h } = size();
    const px = cx ?? w / 2;
    const py = cy ?? h / 2;
    setView((v) => {
      const k = clamp(v.k * factor, minScale, maxScale);
      return { k, x: px - ((px - v.x) * k) / v.k, y: py - ((py - v.y) * k) / v.k };
    });
  };

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = svg.getBoundingClientRect();
      zoomAt(Math.exp(-event.deltaY * 0.0015), event.clientX - rect.left, event.clientY - rect.top);
    };
    svg.addEventListener("wheel", onWheel, { passive: false });
    return () => svg.removeEventListener("wheel", onWheel);
  });

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, vx: view.x, vy: view.y, moved: false };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 4) return;
    if (!d.moved) svgRef.current?.setPointerCapture(event.pointerId);
    d.moved = true;
    setView((v) => ({ ...v, x: d.vx + dx, y: d.vy + dy }));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.target !== svgRef.current) return;
    const step = 60;
    const pan = (dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
    switch (event.key) {
      case "+":
      case "=":
        zoomAt(1.2);
        break;
      case "-":
        zoomAt(1 / 1.2);
        break;
      case "ArrowLeft":
        pan(step, 0);
        break;
      case "ArrowRight":
        pan(-step, 0);
        break;
      case "ArrowUp":
        pan(0, step);
        break;
      case "ArrowDown":
        pan(0, -step);
        break;
      case "0":
        fitAll();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const order = useMemo(() => {
    // Parents first, so children are drawn on top.
    return model.order.filter((id) => layout.states[id]);
  }, [model, layout]);

  const transitions = useMemo(() => new Map(model.transitions.map((t) => [t.id, t])), [model]);

  const stateClass = (id: string) => {
    const classes = ["state"];
    if (layout.states[id]?.compound) classes.push("state--compound");
    if (emphasis.active?.has(id)) classes.push("state--active");
    if (emphasis.matches?.has(id)) classes.push("state--match");
    if (emphasis.entries?.has(id)) classes.push("state--entry");
    if (id === selectedId) classes.push("state--selected");
    return classes.join(" ");
  };

  const edgeClass = (transitionId: string) => {
    const classes = ["edge"];
    const t = transitions.get(transitionId);
    if (t?.guard) classes.push("edge--guarded");
    if (emphasis.trail?.has(transitionId)) classes.push("edge--trail");
    if (emphasis.latest?.has(transitionId)) classes.push("edge--latest");
    if (emphasis.incoming?.has(transitionId)) classes.push("edge--incoming");
    return classes.join(" ");
  };

  const edges = (
    <>
      {layout.edges.map((edge) => {
        if (edge.points.length < 2) return null;
        const d = edge.points.map((p, i) => `${i === 0 ? "M" : "L"} ${p.x} ${p.y}`).join(" ");
        const className = edgeClass(edge.transitionId);
        const hot = /edge--(trail|latest|incoming)/.test(className);
        const t = transitions.get(edge.transitionId);
        return (
          <g key={edge.id} className={className} data-transition-id={edge.transitionId}>
            {t?.description && <title>{t.description}</title>}
            <path d={d} markerEnd={`url(#${hot ? "arrow-hot" : "arrow"})`} />
            {edge.label && (
              <g className="edge__label">
                <rect
                  x={edge.label.x - 2}
                  y={edge.label.y - 1}
                  width={edge.label.width}
                  height={edge.label.height}
                  rx={3}
                />
                <text x={edge.label.x + 1} y={edge.label.y + 11}>
                  {edge.label.lines.map((line, i) => (
                    <tspan
                      key={line}
                      x={(edge.label?.x ?? 0) + 1}
                      dy={i === 0 ? 0 : 13}
                      className={i === 0 ? "edge__event" : "edge__guard"}
                    >
                      {line}
                    </tspan>
                  ))}
                </text>
              </g>
            )}
          </g>
        );
      })}
    </>
  );

  return (
    <div className={stepsOnly ? "diagram diagram--steps" : "diagram"}>
      <div className="diagram__tools" role="toolbar" aria-label="Zoom">
        <button type="button" onClick={() => zoomAt(1.25)} aria-label="Zoom inn">
          +
        </button>
        <button type="button" onClick={() => zoomAt(1 / 1.25)} aria-label="Zoom ut">
          −
        </button>
        <button type="button" onClick={fitAll}>
          Hele flyten
        </button>
        <span className="diagram__scale" aria-live="off">
          {Math.round(view.k * 100)} %
        </span>
      </div>
      <svg
        ref={svgRef}
        className="diagram__svg"
        role="application"
        aria-label="Tilstandsdiagram. Dra for å flytte, hjul eller + og − for å zoome, piltaster for å flytte."
        {...keyboardFocusable}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          if (event.target === svgRef.current) onSelect(null);
        }}
      >
        <defs>
          <marker
            id="arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" className="arrowhead" />
          </marker>
          <marker
            id="arrow-hot"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" className="arrowhead arrowhead--hot" />
          </marker>
        </defs>
        <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
          {stepsOnly && edges}
          {layout.states[rootSourceId] && (
            <g className="state state--anywhere" data-state-id={rootSourceId}>
              <rect
                x={layout.states[rootSourceId].x}
                y={layout.states[rootSourceId].y}
                width={layout.states[rootSourceId].width}
                height={layout.states[rootSourceId].height}
                rx={15}
              />
              <text x={layout.states[rootSourceId].x + 12} y={layout.states[rootSourceId].y + 19}>
                Fra alle steg
              </text>
            </g>
          )}
          {order.map((id) => {
            const box = layout.states[id];
            const state = model.states[id];
            if (!box || !state) return null;
            const lines = stateBoxLines(model, id);
            const title = [state.keyPath.join("."), state.path, state.description]
              .filter(Boolean)
              .join("\n");
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>
              <g
                key={id}
                className={stateClass(id)}
                data-state-id={id}
                role="button"
                tabIndex={0}
                aria-label={`${state.key}${state.path ? ` (${state.path})` : ""}`}
                aria-pressed={id === selectedId}
                onClick={(event) => {
                  event.stopPropagation();
                  if (!drag.current?.moved) onSelect(id);
                }}
                onKeyDown={(event) => {
                  if (event.key === "Enter" || event.key === " ") {
                    event.preventDefault();
                    onSelect(id);
                  }
                }}
              >
                <title>{title}</title>
                <rect
                  x={box.x}
                  y={box.y}
                  width={box.width}
                  height={box.height}
                  rx={box.compound ? 10 : 8}
                />
                {state.type === "parallel" && (
                  <text
                    className="state__kind"
                    x={box.x + box.width - 10}
                    y={box.y + 18}
                    textAnchor="end"
                  >
                    parallell
                  </text>
                )}
                {box.compound ? (
                  <text x={box.x + 12} y={box.y + 22}>
                    <tspan className="state__name">{lines[0]}</tspan>
                    {lines.slice(1).map((line) => (
                      <tspan key={line} className="state__path" dx={10}>
                        {line}
                      </tspan>
                    ))}
                  </text>
                ) : (
                  <text x={box.x + 12} y={box.y + 20}>
                    {lines.map((line, i) => (
                      <tspan
                        key={line}
                        x={box.x + 12}
                        dy={i === 0 ? 0 : 15}
                        className={
                          i === 0
                            ? "state__name"
                            : line.startsWith("⚙")
                              ? "state__actor"
                              : "state__path"
                        }
                      >
                        {line}
                      </tspan>
                    ))}
                  </text>
                )}
                {emphasis.entries?.has(id) && (
                  <circle className="state__entry-dot" cx={box.x} cy={box.y} r={6} />
                )}
              </g>
            );
          })}
          {!stepsOnly && edges}
        </g>
      </svg>
    </div>
  );
}
