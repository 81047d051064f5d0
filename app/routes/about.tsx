import { Compass, HeartHandshake, Sprout } from "lucide-react";
import { Link } from "react-router";
import { FounderPortrait } from "#app/components/illustrations.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { publicPageHeaders } from "#app/lib/http.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { siteName } from "#app/lib/site.ts";

export const meta = () =>
  pageMeta(
    "About Us",
    `The story behind ${siteName()}: why our founder started it, and our mission of honest guidance, an empowered community and the future of wellness.`,
  );

const mission = [
  {
    icon: Compass,
    title: "Honest Guidance",
    text: "Every article starts with the research and ends with what it means for your life. We cite our sources, say when the evidence is thin, and never let an affiliate link decide a verdict.",
  },
  {
    icon: HeartHandshake,
    title: "Empowered Community",
    text: "Women learn the most from each other. Our chat rooms and community spaces are moderated, kind and open to every age, body and stage of life.",
  },
  {
    icon: Sprout,
    title: "Future of Wellness",
    text: "Women's health research is finally catching up. We follow it closely and build free tools, from the health tracker to our quizzes, that put that knowledge in your hands.",
  },
];

export default function About() {
  return (
    <>
      <section className="bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[3fr_2fr] md:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">Our story</p>
            <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">About {siteName()}</h1>
            <p className="mt-5 text-lg text-muted-foreground">
              A place for women to find trustworthy health information, honest reviews and each other.
            </p>
          </div>
          <FounderPortrait className="mx-auto aspect-[320/360] w-full max-w-xs" />
        </div>
      </section>

      <section aria-labelledby="founder-heading" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h2 id="founder-heading" className="text-3xl font-semibold">
          From the founder and editor
        </h2>
        <div className="prose-wellness mt-6">
          <p>
            I started {siteName()} after a year of feeling unwell and unheard. In my late thirties my sleep fell apart,
            my energy vanished and my moods swung in ways I did not recognize. Doctors' appointments lasted ten minutes.
            The internet offered a thousand miracle supplements and very few straight answers.
          </p>
          <p>
            So I did what I knew how to do: I read the research. I learned about perimenopause, about how stress and
            sleep feed each other, about which supplements have real trials behind them and which have only marketing. I
            read the guidance of bodies such as NICE, the NIH Office of Dietary Supplements and The Menopause Society,
            and I wrote down what I found in plain language for my friends.
          </p>
          <p>
            Those notes became this site. Today our small team of writers and editors reviews the evidence behind every
            article, checks every product against the research, its label and independent certifications before
            recommending it (we do not test products ourselves; <Link to="/how-we-review">here is how we review</Link>),
            and keeps the community a place where no question is too small or too personal. We earn a commission from
            some product links, and we tell you when we do; commissions do not decide which products we list or how we
            rate them.
          </p>
          <p>Whatever brought you here, welcome to the circle.</p>
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="bg-secondary/60">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="mission-heading" className="text-center text-3xl font-semibold sm:text-4xl">
            Our mission
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {mission.map((point) => (
              <li key={point.title} className="rounded-xl bg-card p-6 shadow-sm">
                <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <point.icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-xl font-semibold">{point.title}</h3>
                <p className="mt-2 text-muted-foreground">{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
        <h2 className="text-2xl font-semibold sm:text-3xl">Start where you are</h2>
        <p className="mt-3 text-muted-foreground">Read our latest articles or take the two-minute wellness snapshot.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/articles" className={buttonVariants({ size: "lg" })}>
            Read the Articles
          </Link>
          <Link to="/wellness-quiz" className={buttonVariants({ size: "lg", variant: "outline" })}>
            Take the Quiz
          </Link>
        </div>
      </section>
    </>
  );
}

export const headers = publicPageHeaders;

export const handle = readingPageHandle;
