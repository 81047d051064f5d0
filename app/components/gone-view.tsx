import { Link } from "react-router";

/** What a page that is gone for good (410) says, and where it points the reader instead. */
export type GonePage = { gone: { title: string; text: string; link: { to: string; label: string } } };

export function isGonePage(value: unknown): value is GonePage {
  const gone = (value as GonePage | null)?.gone;
  return typeof gone?.title === "string" && typeof gone.text === "string" && typeof gone.link?.to === "string";
}

export function GoneView({ page }: { page: GonePage }) {
  const { title, text, link } = page.gone;
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-4 text-muted-foreground">{text}</p>
      <Link className="mt-8 inline-block font-medium text-primary underline" to={link.to}>
        {link.label}
      </Link>
    </section>
  );
}
