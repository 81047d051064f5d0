import * as React from "react";
import { Slider as SliderPrimitive } from "radix-ui";

import { cn } from "#app/lib/cn.ts";

type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
  /** Accessible name for the thumb(s); an array labels each thumb of a range slider. */
  thumbLabel?: string | string[];
  /** Human-readable value text for the thumb(s), e.g. "7 hours". */
  valueText?: string | string[];
};

const pick = (v: string | string[] | undefined, i: number) => (Array.isArray(v) ? v[i] : v);

const defined = (attrs: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(attrs).filter(([, v]) => v !== undefined)) as Record<string, string>;

/**
 * Radix puts role="slider" on each Thumb, not on Root, so aria-label / aria-labelledby /
 * aria-valuetext given to <Slider> are forwarded to the thumbs instead of the root span.
 */
export function Slider({
  className,
  defaultValue,
  value,
  min = 0,
  max = 100,
  thumbLabel,
  valueText,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  "aria-valuetext": ariaValueText,
  ...props
}: SliderProps) {
  const values = React.useMemo(
    () => (Array.isArray(value) ? value : Array.isArray(defaultValue) ? defaultValue : [min]),
    [value, defaultValue, min],
  );

  return (
    <SliderPrimitive.Root
      data-slot="slider"
      defaultValue={defaultValue}
      value={value}
      min={min}
      max={max}
      className={cn(
        "relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50 data-[orientation=vertical]:h-full data-[orientation=vertical]:min-h-44 data-[orientation=vertical]:w-auto data-[orientation=vertical]:flex-col",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative grow overflow-hidden rounded-full bg-muted data-[orientation=horizontal]:h-2 data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-2"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute bg-primary data-[orientation=horizontal]:h-full data-[orientation=vertical]:w-full"
        />
      </SliderPrimitive.Track>
      {values.map((_, i) => (
        <SliderPrimitive.Thumb
          key={i}
          data-slot="slider-thumb"
          // Only set defined keys: Radix spreads props after its own "Minimum"/"Maximum" fallback label.
          {...defined({
            "aria-label": pick(thumbLabel, i) ?? ariaLabel,
            "aria-labelledby": ariaLabelledBy,
            "aria-valuetext": pick(valueText, i) ?? ariaValueText,
          })}
          className="block size-6 shrink-0 rounded-full border-2 border-primary bg-card shadow-sm transition-shadow outline-none hover:ring-4 hover:ring-primary/20 focus-visible:ring-4 focus-visible:ring-ring/50 disabled:pointer-events-none"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
