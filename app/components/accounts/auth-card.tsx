import type { ReactNode } from "react";
import { LogoMark } from "#app/components/logo.tsx";

/** The frame of every account screen: a centred card on a soft gradient. */
export function AuthCard({
  title,
  description,
  children,
  footer,
  icon,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-accent/50 to-background px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <div className="flex flex-col items-center text-center">
          <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            {icon ?? <LogoMark />}
          </div>
          <h1 className="mt-4 text-3xl font-semibold">{title}</h1>
          {description ? <div className="mt-2 text-muted-foreground">{description}</div> : null}
        </div>
        {children ? <div className="mt-6">{children}</div> : null}
        {footer ? (
          <div className="mt-6 border-t border-border pt-5 text-center text-sm text-muted-foreground">{footer}</div>
        ) : null}
      </div>
    </section>
  );
}

/** A form-level message that screen readers announce. */
export function FormMessage({ tone = "error", children }: { tone?: "error" | "info"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
          : "rounded-md border border-sage/30 bg-secondary px-3 py-2 text-sm text-secondary-foreground"
      }
    >
      {children}
    </p>
  );
}
