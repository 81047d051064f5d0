import { useState } from "react";
import { safeAvatarSrc } from "#app/domain/accounts/avatars.ts";
import { initials } from "#app/domain/chat/timeline.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * A person's avatar image, or their initials when there is no image, it fails to load, or it is not one
 * of our own avatar urls (a preset or /avatars/initials/…): member data never picks what the browser fetches.
 */
export function PersonAvatar({
  name,
  src: given,
  className,
}: {
  name: string | null;
  src?: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const src = safeAvatarSrc(given);
  const base = cn("inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full", className);
  if (src && !failed) {
    return <img src={src} alt="" className={cn(base, "bg-muted object-cover")} onError={() => setFailed(true)} />;
  }
  return (
    <span aria-hidden="true" className={cn(base, "bg-primary-soft text-xs font-semibold text-primary")}>
      {initials(name)}
    </span>
  );
}
