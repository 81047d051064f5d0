import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "#app/lib/cn.ts";

export type ResponsiveImageData = {
  src: string;
  width: number | null;
  height: number | null;
  sources: { type: string; srcSet: string }[];
};

/**
 * A featured image (spec §2.4): AVIF/WebP srcset with width and height; no
 * image shows 'No image available'; an image that fails to load is hidden.
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
  const [broken, setBroken] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // The image may have failed before React attached its error handler.
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setBroken(true);
  }, []);

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
  if (broken) return null;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        ref={ref}
        src={image.src}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        alt={alt}
        sizes={sizes}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        onError={() => setBroken(true)}
        className={cn("object-cover", className)}
      />
    </picture>
  );
}
