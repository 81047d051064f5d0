/**
 * A rendered body with the chunks that arrive in one turn of the event loop joined into one (up to
 * `maxBytes`). React writes a page in many small pieces, and the response's compression flushes after
 * every write it is given (a sync flush per piece: more CPU and a larger body); joined, a page that is
 * ready at once is compressed in one piece, while a page that streams still goes out as each part is
 * ready (a part waits at most until the next turn of the event loop).
 */
export function joinChunks(body: ReadableStream<Uint8Array>, maxBytes = 64 * 1024): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  // A read that did not settle within a turn is kept for the next pull (a read cannot be taken back).
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  const read = () => (pending ??= reader.read());
  const nextTurn = () => new Promise<"later">((resolve) => setImmediate(resolve, "later"));
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunks: Uint8Array[] = [];
      let size = 0;
      let done = false;
      while (size < maxBytes) {
        const result = chunks.length === 0 ? await read() : await Promise.race([read(), nextTurn()]);
        if (result === "later") break;
        pending = null;
        if (result.done) {
          done = true;
          break;
        }
        chunks.push(result.value);
        size += result.value.byteLength;
      }
      if (chunks.length === 1) controller.enqueue(chunks[0]!);
      else if (chunks.length > 1) controller.enqueue(Buffer.concat(chunks));
      if (done) controller.close();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
