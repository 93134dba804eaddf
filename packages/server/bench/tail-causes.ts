// Where the load benchmark's slowest actions came from: how many of them were in flight while a
// process's major garbage collection ran. The 1,000-room p99 is made by a few bursts a run, and
// on this machine most bursts are the server's major collections (see the server README).
import type { GcPause } from './gc-log';

/** One measured action: when it was sent (ms since the epoch), and its latency in ms. */
export interface TimedLatency {
  readonly at: number;
  readonly ms: number;
}

/** The actions slower than a threshold, and how many of them overlapped each process's major collections. */
export interface TailCauses {
  readonly thresholdMs: number;
  readonly slower: number;
  readonly duringServerMajorGc: number;
  readonly duringClientMajorGc: number;
  readonly serverMajorGcs: number;
  readonly clientMajorGcs: number;
}

/**
 * A major collection's pause is its last step: marking ran on the thread in steps for up to a few
 * hundred ms before it, and the actions that queued meanwhile drain after it. So an action counts
 * as caught by one when its flight overlaps the pause's start ± `reachMs`.
 */
export const MAJOR_GC_REACH_MS = 300;

function caught(sample: TimedLatency, majors: readonly GcPause[]): boolean {
  return majors.some(
    (gc) => sample.at <= gc.at + gc.ms + MAJOR_GC_REACH_MS && sample.at + sample.ms >= gc.at - MAJOR_GC_REACH_MS,
  );
}

/** The tail of `samples` against the major collections (of those after `from`, ms since the epoch). */
export function tailCauses(
  samples: readonly TimedLatency[],
  serverGc: readonly GcPause[],
  clientGc: readonly GcPause[],
  from: number,
  thresholdMs = 50,
): TailCauses {
  const majors = (pauses: readonly GcPause[]): GcPause[] =>
    pauses.filter((gc) => gc.kind === 'major' && gc.at >= from - MAJOR_GC_REACH_MS);
  const serverMajors = majors(serverGc);
  const clientMajors = majors(clientGc);
  const slower = samples.filter((sample) => sample.ms > thresholdMs);
  return {
    thresholdMs,
    slower: slower.length,
    duringServerMajorGc: slower.filter((sample) => caught(sample, serverMajors)).length,
    duringClientMajorGc: slower.filter((sample) => caught(sample, clientMajors)).length,
    serverMajorGcs: serverMajors.length,
    clientMajorGcs: clientMajors.length,
  };
}
