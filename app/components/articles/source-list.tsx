/** Numbered references; the text's [n] markers link to #source-n. */
export function SourceList({
  sources,
}: {
  sources: { title: string; publisher: string; year: number | null; url: string | null }[];
}) {
  return (
    <section aria-labelledby="sources" className="mt-12 border-t border-border pt-8">
      <h2 id="sources" className="text-2xl font-semibold">
        Sources
      </h2>
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-sm leading-relaxed">
        {sources.map((source, index) => {
          // A built-in citation already names its journal and year; an admin's entry gives them apart.
          const extra = [
            source.publisher && !source.title.includes(source.publisher) ? source.publisher : "",
            source.year && !source.title.includes(String(source.year)) ? String(source.year) : "",
          ]
            .filter(Boolean)
            .join(", ");
          return (
            <li key={index} id={`source-${index + 1}`}>
              {source.title}
              {extra ? <> {extra}.</> : null}
              {source.url ? (
                <>
                  {" "}
                  <a
                    href={source.url}
                    className="break-all text-primary underline underline-offset-2"
                    rel="noopener noreferrer"
                  >
                    {source.url.replace(/^https?:\/\//, "")}
                  </a>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
