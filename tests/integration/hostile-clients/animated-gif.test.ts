import { describe, expect, it } from "vitest";
import { inspectImage, UploadError } from "#platform/uploads.ts";
import { animatedGif } from "#tests/helpers/animated-gif.ts";

/**
 * An animated GIF whose frames together pass the pixel budget: 60 frames on a 1000 × 1000 screen (60
 * megapixels once decoded) in 1.4 KB. Each frame is one pixel drawn on the full screen, as a decompression
 * bomb would be. It used to pass the check (only the first frame was counted) and fail while being
 * re-encoded: 500. It is refused with 413 before any decoding.
 */
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
