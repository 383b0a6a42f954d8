// An answer given before the request's body was read closes the connection: kept alive, Node
// would read the whole unread body to throw it away (a body declared as 1 GiB held the socket
// for as long as its client kept sending). Closed at once, though, a socket with bytes still
// arriving is reset, and a reset can wipe the answer from the client's buffers before it reads
// it. So the server says what it has to say, ends its side, and waits up to a second for the
// client to close its own before it drops the socket: long enough for a client that reads its
// answer, bounded for one that does not (a "lingering close", as nginx and Apache do).
import type { Duplex } from 'node:stream';
import type { Request, Response } from 'express';

const lingerMs = 1_000;

/** Whether the request has a body nobody has read (or finished reading). */
export function bodyUnread(req: Request): boolean {
  if (req.readableEnded) return false;
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Once the server has ended its side of `socket`, waits for the client to end its own, at most
 * a second, then drops the socket.
 */
export function lingerThenDestroy(socket: Duplex): void {
  if (socket.destroyed) return;
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  socket.once('close', () => clearTimeout(timer));
  socket.once('end', () => socket.destroy());
}

/** Marks the answer as the connection's last and closes it gently once it is sent. */
export function closeAfterAnswer(res: Response): void {
  res.setHeader('Connection', 'close');
  const socket = res.socket;
  if (!socket) return;
  res.once('finish', () => {
    // Node has just ended the socket and will destroy it as soon as that end is flushed
    // (socket.destroySoon): the destroy waits here instead, bounded by the linger.
    socket.removeListener('finish', socket.destroy);
    lingerThenDestroy(socket);
  });
}
