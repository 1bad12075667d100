// A tap's main-thread work from a performance trace (bench/taps.ts with tracing on): thread time, which leaves out
// the CPU throttling's pauses and other processes' turns, so it moves less than wall time on a busy machine.
/** Main-thread time of a tap, from a trace: thread time (tdur: without throttling pauses nor other processes' turns). */
export interface ThreadTime {
  /** Every task from the event to the answer's painted frame (on a starved machine, also the page's own timers meanwhile). */
  taskMs: number;
  styleMs: number;
  layoutMs: number;
  /** Style recalculations' element counts, summed. */
  styledElements: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  tdur?: number;
  pid: number;
  tid: number;
  dur?: number;
  args?: { elementCount?: number; data?: { type?: string } };
}

/** Sums the page's main-thread work from its `kind` event to the answer's painted frame. */
export function threadTime(events: TraceEvent[], kind: string): ThreadTime {
  const dispatch = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === kind);
  const out = { taskMs: 0, styleMs: 0, layoutMs: 0, styledElements: 0 };
  if (!dispatch) return out;
  // Up to the mark made once the answer's frame was painted (work after it, such as the left screen's teardown, is not the tap's).
  const end = events.find((e) => e.name === 'tap-painted')?.ts ?? Number.POSITIVE_INFINITY;
  const on = (e: TraceEvent) =>
    e.pid === dispatch.pid && e.tid === dispatch.tid && e.ts >= dispatch.ts - 5000 && e.ts < end && e.ph === 'X';
  for (const e of events.filter(on)) {
    const ms = (e.tdur ?? e.dur ?? 0) / 1000;
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') out.taskMs += ms;
    else if (e.name === 'UpdateLayoutTree') {
      out.styleMs += ms;
      out.styledElements += e.args?.elementCount ?? 0;
    } else if (e.name === 'Layout') out.layoutMs += ms;
  }
  for (const k of ['taskMs', 'styleMs', 'layoutMs'] as const) out[k] = Math.round(out[k] * 10) / 10;
  return out;
}
