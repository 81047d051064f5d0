import { publicPageHeaders } from "#app/lib/http.ts";
import { Link } from "react-router";
import { pageMeta } from "#app/lib/meta.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { config } from "#platform/config.ts";
import type { Route } from "./+types/privacy-policy";
import { contentPage } from "#app/lib/page-cache-policy.ts";
import { siteName } from "#app/lib/site.ts";

const PRIVACY_LAST_UPDATED = "2026-11-28";

/** Whether visit statistics are on (ANALYTICS) and how long they are kept: the policy says what is true. */
export function loader() {
  return {
    statistics: config.ANALYTICS === "on",
    retentionMonths: config.ANALYTICS_RETENTION_MONTHS,
    country: config.GEOIP_COUNTRY_DB !== undefined,
  };
}

/**
 * Sections 1–7, describing what this site really collects, sets
 * and shares (accounts, cookies, chat, contact and proposal messages, browser
 * storage tools, affiliate links), and the data download, account
 * deletion, private sync (what the server can and cannot see) and second factors.
 */
export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { statistics, retentionMonths, country } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <header>
        <h1 className="text-4xl font-semibold sm:text-5xl">Privacy Policy</h1>
        <p className="mt-3 text-muted-foreground">
          Last updated: <time dateTime={PRIVACY_LAST_UPDATED}>{PRIVACY_LAST_UPDATED}</time>
        </p>
      </header>

      <nav aria-label="Sections" className="mt-8 rounded-lg border border-border bg-card p-5">
        <ol className="grid gap-1.5 text-sm sm:grid-cols-2">
          {sections.map((title, index) => (
            <li key={title}>
              <a href={`#${anchor(title)}`} className="text-primary hover:underline">
                {index + 1}. {title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="prose-wellness mt-10">
        <Section index={0}>
          <p>
            {siteName()} ("we", "us") publishes articles, product reviews, tools, quizzes and community chat rooms for
            women's health and wellness. This policy explains what information this website collects when you use it,
            why, where it is kept, who else sees it, and the choices you have. We collect as little as we can: you can
            read everything on the site, take the quizzes and use the toolkit without an account and without giving us
            any personal information.
          </p>
        </Section>

        <Section index={1}>
          <p>We only collect information in the following situations:</p>
          <ul>
            <li>
              <strong>Your account.</strong> When you register we store your name, email address, a hash of your
              password (never the password itself), the avatar you chose, your role (user or admin) and whether you have
              confirmed your email address. When you sign in we store a session record with its expiry time, your IP
              address and your browser's user agent, so that you stay signed in and so that sessions can be reviewed and
              ended. If you turn on two-factor authentication, we also store your authenticator app's secret key and
              your one-time recovery codes (both encrypted), or, for a passkey, its public key and a name for it; a
              passkey's private key and any fingerprint or face data never leave your device.
            </li>
            <li>
              <strong>Chat messages.</strong> Messages you post in a community chat room are stored with your account
              and the time you sent them. Chat rooms are public: anyone visiting the room, signed in or not, can read
              the messages together with your name and avatar.
            </li>
            <li>
              <strong>Contact messages and collaboration proposals.</strong> When you use the contact form we store your
              name, email address and message; the proposal form also stores your company name and proposal. We also
              record your IP address in a short-lived counter used to stop automated spam.
            </li>
            {statistics ? (
              <li>
                <strong>Visit statistics.</strong> To learn which pages are read, our own server counts each page it
                sends. It adds to daily totals: the page, the website that linked to it (its name only, such as
                news.example.org), the campaign named in the link (<code>utm_source</code>, <code>utm_medium</code>,{" "}
                <code>utm_campaign</code>), whether the device is a desktop, a phone or a tablet (read from the
                browser's user agent, which is then discarded)
                {country
                  ? ", and the country your IP address belongs to, looked up in a database kept on our own server"
                  : ""}
                . To count how many different people visited on a day without recognising anyone, the server computes a
                one-way hash (SHA-256) of a random value chosen for that day, your IP address, your browser's user agent
                and this site's address. That random value and the day's hashes are deleted when the day ends (UTC), so
                a hash cannot be linked to you or to your visits on another day. Your IP address and user agent are
                never stored for this. We also count how many quizzes are started and completed (your browser sends the
                quiz's name, nothing else), how many newsletter sign-up forms are sent from each page, how often each
                link in a newsletter issue is followed (those links pass through our own address, <code>/r/…</code>,
                which counts the click per issue, not per reader; there is no tracking pixel), and search terms that
                found nothing. None of this uses a cookie or browser storage, none of it is tied to your account when
                you are signed in, and no other company receives it. Bots are not counted, and{" "}
                <strong>
                  if your browser sends Do-Not-Track or Global Privacy Control, nothing of your visit is counted
                </strong>
                . The daily totals are kept for {retentionMonths} months, then deleted.
              </li>
            ) : (
              <li>
                <strong>Visit statistics.</strong> This site does not count visits: the server keeps no visit
                statistics.
              </li>
            )}
            <li>
              <strong>Server logs.</strong> Like every website, our server records each request: the page requested, the
              time, the response status and the IP address it came from. We use these logs to keep the site running and
              secure.
            </li>
          </ul>
          <p>
            Some tools keep their data only in your own browser, in its local storage, and never send it to us: the
            health tracker saves your daily water, sleep, mood and exercise entries under the key{" "}
            <code>healthTrackerLog</code>, the cycle tracker your periods, flow, symptoms and notes under{" "}
            <code>cycleTrackerLog</code>, and the quizzes remember which ones you have completed and your scores under{" "}
            <code>completedQuizzes</code>. The workout plan generator, the meal planner and the cycle tracker&apos;s
            estimates and doctor summary are calculated in the page. You can remove this data at any time by clearing
            your browser&apos;s site data for this website. With JavaScript turned off, a page cannot calculate
            anything, so the quizzes and the workout plan generator send your answers to our server with each step
            instead, in the body of the request: the server works out the next question, your result or your plan,
            answers with it and keeps nothing of what you sent (its logs record the page, never the answers), and
            without JavaScript your browser keeps no quiz progress.
          </p>
          <p>
            <strong>Private sync (end-to-end encrypted).</strong> A signed-in member can choose to keep her cycle
            entries, health tracker days and quiz results on all her devices. She sets a passphrase; her browser
            encrypts every entry (AES-256-GCM, with a key that only her passphrase or her recovery key can open) before
            anything is sent. <strong>What our server can see:</strong> that you use private sync, when you set it up,
            when each device saves, how many encrypted entries you have and their sizes (padded to a few fixed sizes, so
            a heavy flow and a light one, or many symptoms and none, look the same), and the IP address of each request.
            <strong> What it cannot see:</strong> any date, flow, symptom, note, tracker value, quiz name or score, or
            your passphrase and recovery key, which never leave your device. So neither we, nor anyone who breaks into
            our server or obtains our data by legal order, can read your entries. If you forget both your passphrase and
            your recovery key, nobody can recover them; you can delete them. What private sync cannot protect against: a
            device of yours that someone else controls, or a version of this website&apos;s code altered to capture your
            passphrase (it would have to be served to your browser by our own server). Saves made offline wait in your
            browser (under <code>wellnessPrivateSync</code>) and are sent when you are back online. When you sign out,
            your synced entries and your device&apos;s key are removed from that browser. Without private sync, nothing
            of your health data leaves your browser.
          </p>
          <p>
            An earlier version of the site saved signed-in members&apos; health tracker days and quiz results to their
            account unencrypted. Those copies are encrypted and the unencrypted ones deleted the next time you set up or
            unlock private sync; until then your profile page tells you they are there, and deleting your account
            deletes them too.
          </p>
        </Section>

        <Section index={2}>
          <ul>
            <li>
              To create and secure your account, keep you signed in, and send the emails that confirm your address or
              reset your password.
            </li>
            <li>To show your name and avatar on your profile and next to the chat messages you post.</li>
            <li>
              To read and answer your contact messages and proposals. Each one is stored in our database, forwarded by
              email to our team's inbox, and listed in our administrators' dashboard until an administrator deletes it.
            </li>
            <li>
              To protect the site: rate limits on sign-in, forms and chat, hidden anti-spam fields, and security logs.
            </li>
          </ul>
          <p>
            We do not sell your information, we do not use it for advertising, and we do not build profiles of you.
            There are no third-party analytics, advertising trackers or social media plugins on this site; the visit
            statistics described in section 2 are counted by our own server and stay with us.
          </p>
        </Section>

        <Section index={3}>
          <p>We share information only in these cases:</p>
          <ul>
            <li>
              <strong>Service providers</strong> that run the site for us: our hosting provider, which stores the
              database and server logs, and the email service that delivers our account emails and forwards contact
              messages and proposals to our inbox. They process the information only on our behalf.
            </li>
            <li>
              <strong>Other visitors</strong> see what you choose to make public: your name, avatar and chat messages in
              the chat rooms.
            </li>
            <li>
              <strong>When the law requires it</strong>, for example in response to a valid court order.
            </li>
          </ul>
          <p>
            <strong>Affiliate links.</strong> Some product links take you to outside retailers and carry our affiliate
            tag, so the retailer can credit us with a small commission if you buy something, at no extra cost to you. We
            do not send the retailer any information about you. Once you follow such a link you are on the retailer's
            website, which may set its own cookies and is governed by its own privacy policy. Our fonts and images are
            served from our own server, so simply reading our pages does not contact any other company.
          </p>
        </Section>

        <Section index={4}>
          <p>We set only the cookies the site needs to work, and no tracking or advertising cookies:</p>
          <ul>
            <li>
              <code>wc.session_token</code>: keeps you signed in after you log in. It is marked HttpOnly, so page
              scripts cannot read it, and it expires when your session ends or when you sign out. Related cookies with
              the same <code>wc.</code> prefix (such as <code>wc.dont_remember</code>) may be set by the sign-in process
              to remember your session choice. On a secure connection the names carry the <code>__Secure-</code> prefix.
            </li>
            <li>
              <code>wc_toast</code>: a short-lived, signed cookie that carries a one-time notification (for example
              "Welcome back!") across a page change. It is deleted as soon as the message has been shown.
            </li>
            <li>
              <code>wc.two_factor</code>: if your account has two-factor authentication, a signed cookie that links the
              password step of a sign-in to the code step. It lasts at most 10 minutes. While you add a passkey or sign
              in with one, <code>wc.better-auth-passkey</code> holds the one-time challenge for at most 5 minutes.
            </li>
          </ul>
          <p>
            Because these cookies are strictly necessary for features you ask for, they do not require consent. If you
            block them, you can still read the site, but you will not be able to sign in. The browser storage used by
            the health tracker and quizzes is described in section 2.
          </p>
        </Section>

        <Section index={5}>
          <p>Wherever you live, you can ask us to:</p>
          <ul>
            <li>tell you what information we hold about you and give you a copy of it;</li>
            <li>correct it (you can also change your name and avatar yourself on your profile page);</li>
            <li>delete your account, your chat messages, and any contact messages or proposals you sent us;</li>
            <li>stop using your information for a particular purpose, where the law gives you that right.</li>
          </ul>
          <p>
            We answer every request within 30 days and never charge for it. If you think we have handled your
            information wrongly, you also have the right to complain to your local data protection authority.
          </p>
          <p>
            <strong>You can do the first and third yourself, at once, on your profile page:</strong>
          </p>
          <ul>
            <li>
              <strong>Download my data</strong> gives you one file (JSON, with your health tracker also as CSV) holding
              your account (email, role, when it was created, your sign-in sessions and second factors, without any
              password or key), your profile, your chat messages, the contact messages and proposals sent with your
              email address, any unencrypted health tracker days and quiz results from the earlier account sync, your
              private sync exactly as we store it (encrypted) with a description of its format and a page that opens it
              on your own device, offline, with your passphrase or recovery key, and your newsletter subscription with
              its consent record (when, where and with which words you agreed).
            </li>
            <li>
              <strong>Delete my account</strong>, confirmed with your password, deletes at once your account and
              profile, your sessions, your second factors, every encrypted entry of your private sync and any
              unencrypted health tracker days and quiz results from the earlier account sync, every chat message you
              posted (they disappear from the chat rooms; we do not keep them under another name), the contact messages
              and proposals sent with your email address, and your newsletter subscription with the record of the issues
              sent to you. You are signed out everywhere and cannot sign in with that account again. Copies of contact
              messages and proposals that were already forwarded by email to our team's inbox, and our server logs, are
              not part of this; ask us through the contact form and we delete those copies too. If you are the site's
              only administrator, make another member an administrator first.
            </li>
          </ul>
        </Section>

        <Section index={6}>
          <p>
            For any question about this policy or your information, or to make one of the requests above, write to us
            through our <Link to="/contact">contact form</Link>. Please use the email address linked to your account so
            that we can confirm the request is yours. If we change this policy, we will update the date at the top of
            this page.
          </p>
        </Section>

        <Section index={7}>
          <p>
            You can subscribe to our newsletter from the form at the bottom of every page, at the end of each article,
            on the home page or, when signed in, on your profile. We send it only to addresses whose owner confirmed the
            subscription by clicking the link in the email we send first (double opt-in); an address that is never
            confirmed receives nothing more and is deleted about a week after its link expires.
          </p>
          <p>
            For each subscription we record your email address, its status, when you gave your consent, where you gave
            it (which form, on which page of the site, or your profile) and the exact consent text that was shown next
            to the form, and when you confirmed or left. We do not store your IP address with your subscription; as with
            the contact form, it is only counted for a short time to stop automated sign-ups. For each issue we send, we
            keep a delivery record (your address, whether and when the email was sent) so that nobody gets the same
            issue twice.
          </p>
          <p>
            Every newsletter email has an unsubscribe link, and mail programs that support it show a one-click
            &ldquo;Unsubscribe&rdquo; button; signed-in members can also leave from their profile. Leaving takes effect
            at once. Your address is never shared, sold or used for anything else. To have your subscription record
            deleted entirely, write to us through our <Link to="/contact">contact form</Link>.
          </p>
        </Section>
      </div>
    </article>
  );
}

const sections = [
  "Introduction",
  "Information We Collect",
  "How We Use Your Information",
  "Sharing",
  "Cookies",
  "Privacy Rights",
  "Contact",
  "Newsletter",
] as const;

function anchor(title: string) {
  return title.toLowerCase().replace(/\s+/g, "-");
}

function Section({ index, children }: { index: number; children: React.ReactNode }) {
  const title = sections[index]!;
  return (
    <section aria-labelledby={anchor(title)}>
      <h2 id={anchor(title)}>
        {index + 1}. {title}
      </h2>
      {children}
    </section>
  );
}

export const meta = () =>
  pageMeta(
    "Privacy Policy",
    `What ${siteName()} collects, why, the cookies it sets, who it shares information with and your privacy rights.`,
  );

export const headers = publicPageHeaders;

export const handle = { ...readingPageHandle, pageCache: contentPage() };
