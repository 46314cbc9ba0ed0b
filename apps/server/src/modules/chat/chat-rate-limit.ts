/** At most `frames` per window of `windowMs`: a socket's flood is answered, never processed. */
export function createFrameLimiter(
  limit: { frames: number; windowMs: number },
  now: () => number = Date.now,
) {
  let windowStart = Number.NEGATIVE_INFINITY;
  let count = 0;
  return {
    /** Counts one frame; false when it is over the limit. */
    allow(): boolean {
      const time = now();
      if (time - windowStart >= limit.windowMs) {
        windowStart = time;
        count = 0;
      }
      count += 1;
      return count <= limit.frames;
    },
  };
}
