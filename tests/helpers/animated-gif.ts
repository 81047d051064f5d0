/**
 * An animated GIF of `frames` frames on a `width` × `height` screen, each frame one pixel drawn on the
 * full screen, as a decompression bomb would be: a few bytes that decode to width × height × frames pixels.
 */
export function animatedGif(width: number, height: number, frames: number): Buffer {
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
