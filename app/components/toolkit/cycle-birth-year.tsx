import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { checkBirthYear, CYCLE_BIRTH_YEAR_STORAGE_KEY } from "#app/domain/toolkit/cycle-now.ts";
import { writeLocalStorage } from "#app/lib/local-storage.ts";

/**
 * The optional birth year: with it the tracker reads her cycles against the range for her age (ACOG's for
 * adolescents). Kept in this browser only, like her entries; it leaves the browser at sign-out with them.
 */
export function CycleBirthYear({ today, birthYear }: { today: string; birthYear: number | null }) {
  const id = useId();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = value ?? (birthYear === null ? "" : String(birthYear));

  function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkBirthYear(shown, today);
    if (!checked.ok) {
      setError(checked.message);
      event.currentTarget.querySelector<HTMLInputElement>("input")?.focus();
      return;
    }
    if (!writeLocalStorage(CYCLE_BIRTH_YEAR_STORAGE_KEY, checked.year === null ? "" : String(checked.year))) {
      showToast({ title: "Could not save", description: "Your browser refused to store it.", variant: "destructive" });
      return;
    }
    setError(null);
    setValue(null);
    showToast({
      title: checked.year === null ? "Birth year cleared" : "Birth year saved",
      description: "The tracker now reads your cycles against the range for your age.",
    });
  }

  return (
    <form onSubmit={save} noValidate aria-label="Your birth year" className="grid gap-2">
      <Label htmlFor={id}>Year you were born (optional)</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Cycles of 21 to 45 days are usual for teenagers, 21 to 35 for adults. Stays in this browser.
      </p>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="bday-year"
          className="w-32"
          value={shown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button type="submit" variant="outline">
          Save birth year
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
