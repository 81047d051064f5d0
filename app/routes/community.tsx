import { Heart, MessageCircle, MessagesSquare, Star, Users } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/community";
import { PersonAvatar } from "#app/components/chat/avatar.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { communityPosts, type CommunityPost } from "#app/content/community/posts.ts";
import { chatRooms } from "#app/content/community/rooms.ts";
import { getSessionUser } from "#app/domain/accounts/session.server.ts";
import { roomMemberCounts } from "#app/domain/chat/presence.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { siteName } from "#app/lib/site.ts";

/** /community: hero, sample conversations, and the four open chat rooms with live member counts. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return { signedIn: user !== null, members: roomMemberCounts() };
}

/** The count is of people with the room open right now (a reader counts as much as a member). */
function presenceLabel(count: number): string {
  if (count === 0) return "No one in the room right now";
  return count === 1 ? "1 person in the room now" : `${count} people in the room now`;
}

const postTypeLabel: Record<CommunityPost["type"], string> = { post: "Post", review: "Review", qna: "Q&A" };

function useFeatureToast() {
  const navigate = useNavigate();
  return (signedIn: boolean) => {
    if (signedIn) {
      showToast({
        title: "Feature In Development",
        description: "Posting, likes and comments are not connected yet. We're building them now, so check back soon!",
      });
    } else {
      showToast({
        title: "Join the Conversation!",
        description: "Log in or create a free account to post, like and comment with the community.",
        action: { label: "Login", onClick: () => void navigate("/login") },
      });
    }
  };
}

function Rating({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${value} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={index < value ? "size-4 fill-gold text-gold" : "size-4 text-input"}
        />
      ))}
    </span>
  );
}

function PostCard({ post, onInteract }: { post: CommunityPost; onInteract: () => void }) {
  return (
    <article
      className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
      aria-labelledby={`${post.id}-author`}
    >
      <header className="flex items-center gap-3">
        <PersonAvatar name={post.author} className="size-10" />
        <div className="min-w-0 flex-1">
          <h3 id={`${post.id}-author`} className="font-sans text-base font-semibold">
            {post.author}
          </h3>
          {post.rating ? <Rating value={post.rating} /> : null}
        </div>
        <Badge variant="outline" className="border-dashed">
          Example
        </Badge>
        <Badge variant={post.type === "qna" ? "outline" : "secondary"}>{postTypeLabel[post.type]}</Badge>
      </header>
      <p className="mt-4 text-foreground">{post.content}</p>
      {post.comments.length > 0 ? (
        <ul
          className="mt-4 space-y-2 border-l-2 border-primary-soft pl-4"
          aria-label={`Comments on ${post.author}'s ${postTypeLabel[post.type].toLowerCase()}`}
        >
          {post.comments.map((comment) => (
            <li key={comment.id} className="text-sm">
              <span className="font-semibold">{comment.author}</span>{" "}
              <span className="text-muted-foreground">{comment.content}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <footer className="mt-4 flex gap-2 border-t border-border pt-3">
        <Button variant="ghost" size="sm" onClick={onInteract} aria-label={`Like (${post.likes} likes)`}>
          <Heart aria-hidden="true" /> {post.likes}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onInteract}
          aria-label={`Comment (${post.comments.length} comments)`}
        >
          <MessageCircle aria-hidden="true" /> {post.comments.length}
        </Button>
      </footer>
    </article>
  );
}

export default function Community({ loaderData }: Route.ComponentProps) {
  const { signedIn, members } = loaderData;
  const featureToast = useFeatureToast();
  const [thought, setThought] = useState("");
  const interact = () => featureToast(signedIn);

  return (
    <>
      <section className="bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 md:py-20">
          <p className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary">
            <Users className="size-4" aria-hidden="true" /> Our community
          </p>
          <h1 className="mt-5 text-4xl font-semibold sm:text-5xl">Welcome to the Circle</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
            A warm, moderated space where women share experiences, ask questions and cheer each other on, from hormones
            and mental health to recipes and movement.
          </p>
          {signedIn ? null : (
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link to="/register" className={buttonVariants({ size: "lg" })}>
                Join Now
              </Link>
              <Link to="/login" className={buttonVariants({ size: "lg", variant: "outline" })}>
                Log In
              </Link>
            </div>
          )}
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="conversations-heading">
          <h2 id="conversations-heading" className="text-3xl font-semibold">
            Community Conversations
          </h2>
          <p className="mt-2 text-muted-foreground" data-sample-feed-note>
            These are example posts written by our editors to show what this space is for. They are not from real
            members, and the people named in them are not real. Real conversations happen in the chat rooms.
          </p>
          {signedIn ? (
            <form
              className="mt-6 rounded-xl border border-border bg-card p-5 shadow-sm"
              onSubmit={(event) => {
                event.preventDefault();
                interact();
              }}
            >
              <label htmlFor="share-thoughts" className="font-serif text-lg font-semibold">
                Share your thoughts
              </label>
              <Textarea
                id="share-thoughts"
                className="mt-3"
                rows={3}
                value={thought}
                onChange={(event) => setThought(event.target.value)}
                placeholder="What's on your mind today?"
              />
              <div className="mt-3 flex justify-end">
                <Button type="submit">Post</Button>
              </div>
            </form>
          ) : null}
          <div className="mt-6 space-y-5">
            {communityPosts.map((post) => (
              <PostCard key={post.id} post={post} onInteract={interact} />
            ))}
          </div>
        </section>

        <section aria-labelledby="rooms-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="rooms-heading" className="text-3xl font-semibold">
            Open Chat Rooms
          </h2>
          <ul className="mt-6 space-y-4">
            {chatRooms.map((room) => (
              <li key={room.id} className="rounded-xl border border-border bg-card p-5 shadow-sm">
                <div className="flex items-start gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-sage">
                    <MessagesSquare className="size-5" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <h3 className="font-sans text-lg font-semibold">{room.title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{room.description}</p>
                  </div>
                </div>
                <div className="mt-4 flex items-center justify-between gap-3">
                  <span
                    className="inline-flex items-center gap-1.5 text-sm text-muted-foreground"
                    data-room-members={room.id}
                  >
                    <span
                      aria-hidden="true"
                      className={members[room.id] > 0 ? "size-2 rounded-full bg-sage" : "size-2 rounded-full bg-input"}
                    />
                    {/* What the hub counts: open connections to the room, signed in or not, this moment. */}
                    {presenceLabel(members[room.id] ?? 0)}
                  </span>
                  <Link
                    to={`/chat/${room.id}`}
                    className={buttonVariants({ size: "sm" })}
                    aria-label={`Join Chat: ${room.title}`}
                  >
                    Join Chat
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Community",
    `${siteName()} community: example posts that show what the space is for, and live chat rooms about menopause, mental wellness, nutrition and fitness.`,
  );
