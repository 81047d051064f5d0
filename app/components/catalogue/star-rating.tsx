import { Star } from "lucide-react";
import { roundedStars } from "#app/domain/catalogue/product.ts";
import { cn } from "#app/lib/cn.ts";

/** Five stars, the rating rounded to the nearest whole star (spec §9). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = roundedStars(rating);
  return (
    <span role="img" aria-label={`Rated ${filled} out of 5 stars`} className={cn("inline-flex items-center gap-0.5", className)}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          data-filled={i < filled}
          className={cn("h-4 w-4", i < filled ? "fill-gold text-gold" : "fill-transparent text-muted-foreground/50")}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}
