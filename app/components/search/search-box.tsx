import { Search as SearchIcon } from "lucide-react";
import { useId } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/cn.ts";
import type { SearchType } from "#app/domain/search/documents.ts";

/**
 * A plain GET form to /search: it works the same with or without JavaScript, on reading pages that ship
 * none and on hydrated ones (a native form submission, not a client-side one). Its field offers suggestions
 * as one types once public/search-suggest.js is loaded (on first focus, components/search/suggest-loader.tsx).
 */
export function SearchBox({
  label,
  placeholder = "Search articles, reviews, quizzes…",
  defaultValue,
  className,
  type,
}: {
  label: string;
  placeholder?: string;
  defaultValue?: string;
  className?: string;
  /** Search only pages of this type (the articles list searches articles). */
  type?: SearchType;
}) {
  const id = useId();
  return (
    <form
      method="get"
      action="/search"
      role="search"
      aria-label={label}
      className={cn("relative flex gap-2", className)}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {type ? <input type="hidden" name="type" value={type} /> : null}
      <Input
        data-search-suggest=""
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        minLength={2}
        maxLength={100}
        required
        className="h-11 flex-1"
      />
      <button type="submit" className={buttonVariants({ size: "lg" })}>
        <SearchIcon className="h-4 w-4" aria-hidden="true" />
        Search
      </button>
      <ul data-search-suggestions="" hidden />
      <p data-search-status="" className="sr-only" aria-live="polite" />
    </form>
  );
}
