import { Star } from "lucide-react";
import { NOT_YET_REVIEWED } from "#app/domain/catalogue/messages.ts";
import { roundedStars } from "#app/domain/catalogue/product.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * Five stars, the rating rounded to the nearest whole star, with the rating itself beside them
 * so a rounded star count never stands alone (4.5 and 5.0 would otherwise look the same). Pages that
 * already print the rating next to the stars pass `showValue={false}`.
 */
export function StarRating({
  rating,
  className,
  showValue = true,
}: {
  rating: number;
  className?: string;
  showValue?: boolean;
}) {
  const filled = roundedStars(rating);
  return (
    <span
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          data-filled={i < filled}
          className={cn("h-4 w-4", i < filled ? "fill-gold text-gold" : "fill-transparent text-muted-foreground/50")}
          aria-hidden="true"
        />
      ))}
      {showValue ? (
        <span aria-hidden="true" className="ml-1 text-sm font-medium text-foreground" data-rating-value>
          {rating.toFixed(1)}
        </span>
      ) : null}
    </span>
  );
}

/** In place of stars for a product without a full review: it has no rating to show. */
export function NotYetReviewed({ className }: { className?: string }) {
  return (
    <span
      data-not-yet-reviewed
      className={cn(
        "inline-flex items-center rounded-full border border-dashed border-border px-2.5 py-0.5 text-xs font-medium text-muted-foreground",
        className,
      )}
    >
      {NOT_YET_REVIEWED}
    </span>
  );
}

/** The stars when the product has a rating, else "Not yet reviewed". */
export function ProductRating({
  rating,
  className,
  showValue,
}: {
  rating: number | null;
  className?: string;
  showValue?: boolean;
}) {
  return rating === null ? (
    <NotYetReviewed className={className} />
  ) : (
    <StarRating rating={rating} className={className} showValue={showValue} />
  );
}
