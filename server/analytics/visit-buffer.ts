/**
 * Beacon events wait here in memory and are written in one multi-row insert per flush, about
 * once a second: page serving never waits on the database for a beacon. What a crash can lose is
 * bounded by both knobs: at most the events of one flush interval, never more than `maxBuffered`
 * (past it new events are refused, not queued). Each instance inserts only its own buffer, so on
 * several instances every event is written once.
 */
export type VisitBuffer<T> = {
  /** Queues one event; false when the buffer is full (the event is refused). */
  add: (row: T) => boolean;
  /** Writes what is queued now; resolves with how many rows were written. */
  flush: () => Promise<number>;
  pending: () => number;
  /** Flushes and stops the timer (shutdown). */
  stop: () => Promise<void>;
};

export type VisitBufferOptions<T> = {
  write: (rows: T[]) => Promise<void>;
  flushMs?: number;
  maxBuffered?: number;
  /** Rows per insert statement. */
  batchSize?: number;
  onError?: (error: unknown, lost: number) => void;
};

export const VISIT_FLUSH_MS = 1_000;
export const VISIT_MAX_BUFFERED = 5_000;

export function createVisitBuffer<T>(options: VisitBufferOptions<T>): VisitBuffer<T> {
  const flushMs = options.flushMs ?? VISIT_FLUSH_MS;
  const maxBuffered = options.maxBuffered ?? VISIT_MAX_BUFFERED;
  const batchSize = options.batchSize ?? 1_000;
  let queued: T[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<number> = Promise.resolve(0);

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const rows = queued;
    queued = [];
    // One write at a time: a slow database makes the next flush wait, not pile up statements.
    writing = writing.then(async () => {
      let written = 0;
      for (let at = 0; at < rows.length; at += batchSize) {
        const batch = rows.slice(at, at + batchSize);
        try {
          await options.write(batch);
          written += batch.length;
        } catch (error) {
          options.onError?.(error, batch.length);
        }
      }
      return written;
    });
    return writing;
  };

  return {
    add(row) {
      if (queued.length >= maxBuffered) return false;
      queued.push(row);
      if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref?.();
      }
      return true;
    },
    flush,
    pending: () => queued.length,
    async stop() {
      await flush();
    },
  };
}
