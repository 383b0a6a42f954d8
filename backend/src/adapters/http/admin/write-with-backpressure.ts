// Writing a long response at the client's pace. `res.write()` returning false means the socket's
// buffer is past its high-water mark: the writer waits for 'drain' before producing more, so a
// slow (or paused) reader holds the server to one chunk of memory. A client that goes away while
// the writer waits ends the wait too ('close'), so the handler does not hang forever.
import type { ServerResponse } from 'node:http';

/** Resolves true once `chunk` is written and the client can take more; false if it left. */
export async function writeWithBackpressure(
  res: ServerResponse,
  chunk: string | Uint8Array,
): Promise<boolean> {
  if (res.destroyed) return false;
  if (res.write(chunk)) return true;
  await new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
  return !res.destroyed;
}
