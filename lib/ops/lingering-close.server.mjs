/** How long a closing connection still reads what its client sends, at most. */
const LINGER_MS = 2_000;

/**
 * Lingering close, as nginx does it. Node closes a `Connection: close` socket as soon as its answer is
 * written; closing a socket while request bytes still arrive makes the kernel reset the connection, and the
 * reset can discard the answer before the client reads it (a 413 for a too-large upload was lost so). The
 * socket is half-closed instead: it reads and drops what still comes, and closes when the client has ended
 * too (net sockets destroy themselves once both sides are done) or after LINGER_MS.
 */
export function lingerOnClose(socket, lingerMs = LINGER_MS) {
  socket.destroySoon = function destroySoon() {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}
