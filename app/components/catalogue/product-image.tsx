import type { CSSProperties } from "react";
import { PRODUCT_IMAGE_SIZE } from "#app/domain/catalogue/product.ts";
import { cn } from "#app/lib/cn.ts";

/** A product illustration (locally rendered WebP) with intrinsic size so the layout never shifts. */
export function ProductImage({
  src,
  alt,
  className,
  eager = false,
}: {
  src: string;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  if (!src) {
    return (
      <div
        className={cn(
          "flex aspect-square items-center justify-center bg-muted text-sm text-muted-foreground",
          className,
        )}
      >
        No image available
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={PRODUCT_IMAGE_SIZE}
      height={PRODUCT_IMAGE_SIZE}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={cn("dim-in-dark aspect-square w-full object-cover", className)}
    />
  );
}

/** A card thumbnail: the square illustration centred in a band of its category's background colour. */
export function ProductThumb({
  src,
  alt,
  bgColor,
  size = "band",
}: {
  src: string;
  alt: string;
  bgColor?: string;
  /** "small": the picture alone at 5rem, beside a phone card's name. */
  size?: "band" | "small";
}) {
  return (
    <div
      className="thumb-band flex justify-center"
      style={{ "--thumb-bg": bgColor ?? "var(--color-muted)" } as CSSProperties}
    >
      <ProductImage src={src} alt={alt} className={size === "small" ? "h-20 w-20" : "h-52 w-52"} />
    </div>
  );
}
