import { publicPageHeaders } from "#app/lib/http.ts";
import { Check, Copy, PackageSearch, RefreshCw, TerminalSquare } from "lucide-react";
import * as React from "react";
import { Button } from "#app/components/ui/button.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";

/** /usage: the maintenance guide with the two terminal commands. */
export default function Usage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">For maintainers</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Maintenance Guide</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Keeping the site's software packages up to date takes two terminal commands. Run them in the project folder,
          the one that contains <code className="rounded bg-muted px-1.5 py-0.5 text-base">package.json</code>.
        </p>
      </header>

      <ol className="mt-10 grid gap-8">
        <Step number={1} icon={PackageSearch} title="Check for outdated packages" command="npm outdated">
          <p>
            Lists every package that has a newer version than the one installed, and changes nothing. For each package
            it shows four columns:
          </p>
          <ul>
            <li>
              <strong>Current</strong>: the version installed now.
            </li>
            <li>
              <strong>Wanted</strong>: the newest version allowed by the version range in package.json.
            </li>
            <li>
              <strong>Latest</strong>: the newest version published.
            </li>
            <li>
              <strong>Location</strong>: where the package is installed.
            </li>
          </ul>
          <p>
            If nothing is printed, everything is up to date. Packages whose Latest is ahead of Wanted have a new major
            version, which may contain breaking changes.
          </p>
        </Step>

        <Step number={2} icon={RefreshCw} title="Update packages" command="npm update">
          <p>
            Installs the Wanted version of each outdated package: the newest version that still fits the ranges in
            package.json, so bug fixes and security patches arrive without breaking changes. It records the new versions
            in package-lock.json.
          </p>
          <p>
            It never jumps to a new major version and leaves exactly pinned packages alone. To move to a new major
            version, read the package's release notes first, then install it deliberately, for example{" "}
            <code>npm install some-package@latest</code>.
          </p>
          <p>
            Afterwards, run <code>npm test</code> to check the site still works before you deploy, and commit the
            updated package.json and package-lock.json.
          </p>
        </Step>
      </ol>
    </article>
  );
}

function Step({
  number,
  icon: Icon,
  title,
  command,
  children,
}: {
  number: number;
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  title: string;
  command: string;
  children: React.ReactNode;
}) {
  return (
    <li className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Icon className="size-6" aria-hidden />
        </span>
        <h2 className="text-2xl font-semibold">
          <span className="sr-only">Step {number}: </span>
          {title}
        </h2>
      </div>
      <CommandLine command={command} />
      <div className="prose-wellness mt-5">{children}</div>
    </li>
  );
}

function CommandLine({ command }: { command: string }) {
  const [copied, setCopied] = React.useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(command);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      showToast({
        title: "Could not copy",
        description: "Select the command and copy it by hand.",
        variant: "destructive",
      });
    }
  }
  return (
    <div className="mt-5 flex items-center gap-2 rounded-lg bg-foreground px-4 py-3 text-background">
      <TerminalSquare className="size-5 shrink-0 opacity-70" aria-hidden="true" />
      <pre className="flex-1 overflow-x-auto font-mono text-base">
        <code>{command}</code>
      </pre>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void copy()}
        className="text-background hover:bg-background/15 hover:text-background"
        aria-label={copied ? `Copied ${command}` : `Copy ${command}`}
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? "Copied" : "Copy"}
      </Button>
    </div>
  );
}

// A page for whoever maintains the site, not for readers: kept out of search results and the sitemap.
export const meta = () => [
  ...pageMeta(
    "Maintenance Guide",
    "How to keep the site's packages up to date: check for outdated packages with npm outdated and update them with npm update.",
  ),
  { name: "robots", content: "noindex" },
];

export const headers = publicPageHeaders;

/** Kept by the page cache (app/lib/page-cache-policy.ts). */
export const handle = { pageCache: contentPage() };
