import http from "node:http";

export type RawAnswer = { status: number; headers: Headers; body: Buffer };

/** A request whose answer's body is kept as sent (fetch would decode it). */
export function rawRequest(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(", ") : value);
        }
        resolve({ status: response.statusCode ?? 0, headers: answerHeaders, body: Buffer.concat(chunks) });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

/** Asks until the answer comes from the page cache as `kind` (its x-page-cache header), at most five times. */
export async function servedFromCache(url: string, kind: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const answer = await rawRequest(url, headers);
    if (answer.headers.get("x-page-cache") === kind) return answer;
  }
  throw new Error(`${url} never came from the page cache as ${kind}`);
}
