import { describe, expect, it } from "vitest";
import { inspectImage, UploadError } from "#platform/uploads.ts";

/**
 * An animated GIF whose frames together pass the pixel budget: 60 frames on a 1000 × 1000 screen (60
 * megapixels once decoded) in 1.4 KB. Each frame is one pixel drawn on the full screen, as a decompression
 * bomb would be. It used to pass the check (only the first frame was counted) and fail while being
 * re-encoded: 500. It is refused with 413 before any decoding.
 */
function animatedGif(width: number, height: number, frames: number): Buffer {
  const parts = [
    Buffer.from("GIF89a"),
    Buffer.from([width & 255, width >> 8, height & 255, height >> 8, 0x80, 0, 0]),
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from("NETSCAPE2.0"),
    Buffer.from([3, 1, 0, 0, 0]),
  ];
  for (let i = 0; i < frames; i += 1) {
    parts.push(Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]));
    parts.push(Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]));
    // LZW, minimum code size 2: clear, pixel 0, end.
    parts.push(Buffer.from([2, 2, 0x44, 0x01, 0]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

describe("an animated GIF over the pixel budget", () => {
  it("is refused with 413, every frame counted", async () => {
    const error = await inspectImage(animatedGif(1000, 1000, 60), "bomb.gif").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).status).toBe(413);
  });

  it("passes with a few frames", async () => {
    expect((await inspectImage(animatedGif(100, 100, 3), "small.gif")).format).toBe("gif");
  });
});
