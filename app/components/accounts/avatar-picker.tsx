import { useState } from "react";
import { AVATAR_PRESETS } from "#app/domain/accounts/avatars.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * The preset avatar choice: 10 avatars, 5 per row. Plain radio
 * inputs named `avatarUrl`, so it also works without JavaScript.
 */
export function AvatarPicker({
  defaultValue,
  disabled,
  onChange,
  legend = "Choose your avatar",
  invalid,
  describedBy,
}: {
  defaultValue: string | null;
  disabled?: boolean;
  onChange?: (url: string) => void;
  legend?: string;
  /** The field's error marking (app/components/forms/field.tsx): on every radio, pointing at the message. */
  invalid?: boolean;
  describedBy?: string;
}) {
  const [selected, setSelected] = useState(defaultValue);
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-3 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-5 gap-2 sm:gap-3">
        {AVATAR_PRESETS.map((preset, index) => (
          <label key={preset.id} className="relative block cursor-pointer" title={preset.description}>
            <input
              type="radio"
              name="avatarUrl"
              value={preset.url}
              defaultChecked={preset.url === defaultValue}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className="peer sr-only"
              onChange={() => {
                setSelected(preset.url);
                onChange?.(preset.url);
              }}
            />
            <img
              src={preset.url}
              alt={`Avatar ${index + 1}: ${preset.description}`}
              width={64}
              height={64}
              className={cn(
                "aspect-square w-full rounded-full border-2 border-transparent transition peer-hover:scale-105 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-checked:border-primary peer-checked:ring-2 peer-checked:ring-primary/40 peer-disabled:opacity-60",
                selected === preset.url ? "shadow-md" : "",
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
