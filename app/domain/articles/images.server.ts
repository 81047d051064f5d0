import { readManifest } from "#platform/uploads.ts";
import type { ObjectStorage } from "#platform/storage.ts";

/**
 * What a page needs to render a featured image responsively: the original as
 * the fallback `src`, its intrinsic width/height, and AVIF/WebP `srcset`s.
 */
export type ResponsiveImage = {
  src: string;
  width: number | null;
  height: number | null;
  sources: { type: "image/avif" | "image/webp"; srcSet: string }[];
};

/** Built-in starter images (scripts/make-article-images.ts): 1200×675 WebP with 480/800/1200 variants. */
export const STARTER_IMAGE = { width: 1200, height: 675, widths: [480, 800, 1200] } as const;

const STARTER = /^\/images\/articles\/([a-z0-9-]+)\.webp$/;
const UPLOAD = /^\/uploads\/(public\/[A-Za-z0-9-]+\.(?:jpe?g|png|gif))$/;

const manifestCache = new Map<string, ResponsiveImage>();

export async function resolveArticleImage(
  url: string | null | undefined,
  store?: ObjectStorage,
): Promise<ResponsiveImage | null> {
  if (!url) return null;
  const starter = STARTER.exec(url);
  if (starter) {
    const name = starter[1];
    const set = (ext: string) =>
      STARTER_IMAGE.widths.map((w) => `/images/articles/${name}-${w}.${ext} ${w}w`).join(", ");
    return {
      src: url,
      width: STARTER_IMAGE.width,
      height: STARTER_IMAGE.height,
      sources: [
        { type: "image/avif", srcSet: set("avif") },
        { type: "image/webp", srcSet: set("webp") },
      ],
    };
  }
  const upload = UPLOAD.exec(url);
  // Anything else (or an upload without its manifest) renders as a plain image.
  const plain: ResponsiveImage = { src: url, width: null, height: null, sources: [] };
  if (!upload) return url.startsWith("/") && !url.startsWith("//") ? plain : null;
  const cached = manifestCache.get(url);
  if (cached !== undefined) return cached;
  const manifest = await readManifest(upload[1], store).catch(() => null);
  const image: ResponsiveImage = manifest
    ? {
        src: manifest.url,
        width: manifest.width,
        height: manifest.height,
        sources: [
          { type: "image/avif", srcSet: manifest.variants.map((v) => `${v.avif} ${v.width}w`).join(", ") },
          { type: "image/webp", srcSet: manifest.variants.map((v) => `${v.webp} ${v.width}w`).join(", ") },
        ],
      }
    : plain;
  // Only found manifests are cached: an upload's files never change under its key.
  if (manifest) manifestCache.set(url, image);
  return image;
}

export function forgetArticleImage(url: string | null | undefined) {
  if (url) manifestCache.delete(url);
}
