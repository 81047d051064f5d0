import { avatarSrc } from "#app/domain/accounts/avatars.ts";
import { cn } from "#app/lib/cn.ts";

/** A person's avatar: their chosen preset, else the locally generated initials image. */
export function UserAvatar({
  person,
  size = 40,
  className,
  alt = "",
}: {
  person: { avatarUrl?: string | null; email?: string | null; fullName?: string | null };
  size?: number;
  className?: string;
  alt?: string;
}) {
  return (
    <img
      src={avatarSrc(person)}
      alt={alt}
      width={size}
      height={size}
      className={cn("shrink-0 rounded-full bg-muted object-cover", className)}
      style={{ width: size, height: size }}
    />
  );
}
