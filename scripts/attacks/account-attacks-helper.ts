/**
 * The bits of scripts/attacks/account-attacks.sh that curl cannot speak: TOTP codes, the chat WebSocket, and the
 * animated GIF bomb. Each command prints one line (or the GIF's bytes) for the shell script to read.
 *
 *   totp <otpauth-uri> [offset-seconds]            the code an authenticator app shows (RFC 6238, SHA-1, 30 s)
 *   ws-send <base-url> <cookie> <topic> <text>      posts a chat message, prints its id
 *   ws-delete <base-url> <cookie> <id>              asks to delete a message, prints the server's answer frame
 *   ws-hold <base-url> <cookie> <seconds>           keeps a socket open, prints "closed <code>" or "still open"
 *   gif <width> <height> <frames>                   writes an animated GIF (one pixel per frame) to stdout
 */
import { WebSocket } from "ws";
import { animatedGif } from "#tests/helpers/animated-gif.ts";
import { totpCode } from "#tests/helpers/totp.ts";

/** The code an authenticator app shows for `uri` now (plus `offsetSeconds`). */
function totp(uri: string, offsetSeconds: number): string {
  return totpCode(new URL(uri).searchParams.get("secret") ?? "", Date.now() + offsetSeconds * 1000);
}

type Frame = { type: string; [key: string]: unknown };

function open(base: string, cookie: string): Promise<{ ws: WebSocket; frames: Frame[] }> {
  const ws = new WebSocket(`${base.replace(/^http/, "ws")}/ws/chat`, { headers: { origin: base, cookie } });
  const frames: Frame[] = [];
  ws.on("message", (data) => frames.push(JSON.parse(data.toString()) as Frame));
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve({ ws, frames }));
    ws.once("error", reject);
  });
}

async function waitFor(frames: Frame[], test: (frame: Frame) => boolean, ms = 5000): Promise<Frame | undefined> {
  for (let waited = 0; waited < ms; waited += 50) {
    const found = frames.find(test);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

const [command, ...args] = process.argv.slice(2);
if (command === "totp") {
  console.log(totp(args[0]!, Number(args[1] ?? 0)));
} else if (command === "ws-send") {
  const [base, cookie, topic, text] = args as [string, string, string, string];
  const { ws, frames } = await open(base, cookie);
  ws.send(JSON.stringify({ type: "subscribe", topic }));
  await waitFor(frames, (frame) => frame.type === "subscribed");
  ws.send(JSON.stringify({ type: "send", topic, clientId: "attack", content: text }));
  const answer = await waitFor(frames, (frame) => frame.type === "ack" || frame.type === "error");
  console.log(answer?.type === "ack" ? String(answer.id) : JSON.stringify(answer ?? "no answer"));
  ws.close();
} else if (command === "ws-delete") {
  const [base, cookie, id] = args as [string, string, string];
  const { ws, frames } = await open(base, cookie);
  ws.send(JSON.stringify({ type: "delete", id: Number(id) }));
  const answer = await waitFor(frames, (frame) => frame.type === "deleted" || frame.type === "error");
  console.log(JSON.stringify(answer ?? "no answer"));
  ws.close();
} else if (command === "ws-hold") {
  const [base, cookie, seconds] = args as [string, string, string];
  const { ws } = await open(base, cookie);
  console.error("socket open");
  const code = await new Promise<number | null>((resolve) => {
    ws.once("close", (closeCode) => resolve(closeCode));
    setTimeout(() => resolve(null), Number(seconds) * 1000);
  });
  console.log(code === null ? "still open" : `closed ${code}`);
  process.exit(0);
} else if (command === "gif") {
  process.stdout.write(animatedGif(Number(args[0]), Number(args[1]), Number(args[2])));
} else {
  console.error("usage: see the comment at the top of scripts/attacks/account-attacks-helper.ts");
  process.exit(2);
}
