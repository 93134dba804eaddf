// TAVERN_BENCH_ALLOC=<from>:<seconds>: the bench server samples what it allocates from <from> s
// after it starts, for <seconds> s, counting objects the collector has freed since (a churn map,
// not a map of what is retained), and writes the profile as `alloc-<pid>.heapprofile` into the
// working folder: open it in Chrome's DevTools (Memory) or sum it by function.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/** Starts the sampling described by `spec` ("from:seconds"); does nothing for an empty spec. */
export function sampleAllocations(spec: string | undefined): void {
  if (spec === undefined || spec === '') return;
  const [from, seconds] = spec.split(':').map(Number);
  if (from === undefined || seconds === undefined || !(from >= 0) || !(seconds > 0)) {
    throw new Error(`TAVERN_BENCH_ALLOC takes "<from>:<seconds>", not "${spec}"`);
  }
  const session = new Session();
  session.connect();
  setTimeout(() => {
    void (async () => {
      await session.post('HeapProfiler.startSampling', {
        samplingInterval: 32_768,
        includeObjectsCollectedByMajorGC: true,
        // TAVERN_BENCH_ALLOC_PROMOTED=1 leaves out what died young: what is left is what the
        // scavenger copied (and then promoted), the cost behind long scavenges and major GCs.
        includeObjectsCollectedByMinorGC: process.env['TAVERN_BENCH_ALLOC_PROMOTED'] !== '1',
      });
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      const { profile } = await session.post('HeapProfiler.stopSampling');
      writeFileSync(`alloc-${process.pid}.heapprofile`, JSON.stringify(profile));
      session.disconnect();
    })();
  }, from * 1000).unref();
}
