import { ImageOff } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

export type ResponsiveImageData = {
  src: string;
  width: number | null;
  height: number | null;
  sources: { type: string; srcSet: string }[];
};

/**
 * A featured image: AVIF/WebP srcset with width and height (`sizes` on each source: an <img> without a
 * srcset of its own may not carry one); no
 * image shows 'No image available'; an image that fails to load is hidden
 * (by HideBrokenImagesScript, which also works on pages served without
 * JavaScript; the key gives each image a fresh <picture>).
 */
export function ArticleImage({
  image,
  alt,
  sizes,
  className,
  priority = false,
}: {
  image: ResponsiveImageData | null;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  if (!image) {
    return (
      <div
        className={cn(
          "flex flex-col items-center justify-center gap-2 bg-muted text-sm text-muted-foreground",
          className,
        )}
      >
        <ImageOff className="size-6" aria-hidden="true" />
        No image available
      </div>
    );
  }
  return (
    <picture key={image.src}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        data-hide-on-error=""
        className={cn("dim-in-dark object-cover", className)}
      />
    </picture>
  );
}
