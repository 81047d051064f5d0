import { describe, expect, it } from "vitest";
import { loader as chatLoader, action as chatAction } from "#app/routes/chat.tsx";
import { loader as communityLoader } from "#app/routes/community.tsx";
import { clusterEvents, type SiteEvent } from "#platform/cluster-events.ts";
import { postMessage } from "#app/domain/chat/chat.server.ts";
import { insertMessage } from "#app/domain/chat/messages.server.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser } from "#tests/helpers/users.ts";

function form(values: Record<string, string>) {
  return new URLSearchParams(values);
}

async function post(topicId: string, values: Record<string, string>, cookie?: string) {
  const args = routeArgs(`/chat/${topicId}`, {
    method: "POST",
    body: form(values),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    params: { topicId },
  });
  return settle(() => chatAction(args));
}

describe("/chat/:topicId loader", () => {
  it("renders the room's latest history oldest first with sender profiles, and pages back", async () => {
    const user = await createTestUser({ name: "Harriet History" });
    for (let index = 1; index <= 103; index += 1) {
      await insertMessage({ userId: user.id, topic: "menopause-hormones", content: `note ${index}` });
    }
    const answer = await chatLoader(
      routeArgs("/chat/menopause-hormones", { params: { topicId: "menopause-hormones" } }),
    );
    const data = answer.data;
    // The same page for every visitor: the page cache keeps it (members' answers are made private).
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe(
      "public, max-age=0, s-maxage=5, must-revalidate",
    );
    expect(data.title).toBe("Menopause & Hormones");
    expect(data.viewer).toBeNull();
    expect(data.messages).toHaveLength(100);
    expect(data.hasEarlier).toBe(true);
    expect(data.messages[0].content).toBe("note 4");
    expect(data.messages[99].content).toBe("note 103");
    expect(data.messages[99].sender).toEqual({ name: "Harriet History", avatar: null });

    const { data: earlier } = await chatLoader(
      routeArgs(`/chat/menopause-hormones?before=${data.messages[0].id}`, {
        params: { topicId: "menopause-hormones" },
      }),
    );
    expect(earlier.messages.map((message) => message.content)).toEqual(["note 1", "note 2", "note 3"]);
    expect(earlier.hasEarlier).toBe(false);
  });

  it("titles unknown rooms 'Chat' and marks them closed", async () => {
    const answer = await chatLoader(routeArgs("/chat/whatever", { params: { topicId: "whatever" } }));
    expect(answer.data).toMatchObject({ title: "Chat", open: false, messages: [], hasEarlier: false });
    // Not a room: answered 404, so never kept by the page cache nor counted as a page.
    expect(answer.init?.status).toBe(404);
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe("no-store");
  });
});

describe("/chat/:topicId action (form fallback)", () => {
  it("sends visitors to the login page", async () => {
    const response = (await post("mental-wellness", { intent: "send", content: "hi" })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fchat%2Fmental-wellness");
  });

  it("stores and publishes a signed-in user's message, and refuses bad input", async () => {
    const user = await createTestUser({ name: "Form Poster" });
    const events: SiteEvent[] = [];
    const stop = clusterEvents.subscribe({
      name: "test",
      applicableEvents: ["chat.messagePosted"],
      handle: (event) => void events.push(event),
    });
    const result = (await post("mental-wellness", { intent: "send", content: "  from a form  " }, user.cookie)) as {
      ok: true;
      message: { content: string; userId: string };
    };
    stop();
    expect(result).toMatchObject({ ok: true, message: { content: "from a form", userId: user.id } });
    expect(events).toEqual([{ type: "chat.messagePosted", message: result.message }]);

    const empty = (await post("mental-wellness", { intent: "send", content: "   " }, user.cookie)) as {
      init: ResponseInit;
      data: unknown;
    };
    expect(empty.init.status).toBe(400);
    // What she typed comes back with the refusal (a page posted without JavaScript refills the box with it).
    expect(empty.data).toEqual({
      ok: false,
      error: "Message cannot be empty.",
      refused: { content: "   ", anonymous: false },
    });
    const unknown = (await post("secret", { intent: "send", content: "hi" }, user.cookie)) as {
      init: ResponseInit;
      data: unknown;
    };
    expect(unknown.init.status).toBe(400);
    expect(unknown.data).toEqual({
      ok: false,
      error: "Messages can only be posted in the community chat rooms.",
      refused: { content: "hi", anonymous: false },
    });
  });

  it("lets admins delete any message, a member her own, and nobody else", async () => {
    const user = await createTestUser();
    const other = await createTestUser();
    const admin = await createTestUser({ role: "admin" });
    const sent = await postMessage({ userId: user.id, topic: "fitness-movement", content: "remove" });
    if (!sent.ok) throw new Error(sent.message);
    const refused = (await post(
      "fitness-movement",
      { intent: "delete", id: String(sent.message.id) },
      other.cookie,
    )) as { init: ResponseInit };
    expect(refused.init.status).toBe(403);
    expect(await post("fitness-movement", { intent: "delete", id: String(sent.message.id) }, admin.cookie)).toEqual({
      ok: true,
      deleted: sent.message.id,
    });
    const gone = (await post("fitness-movement", { intent: "delete", id: String(sent.message.id) }, admin.cookie)) as {
      init: ResponseInit;
    };
    expect(gone.init.status).toBe(404);
    const own = await postMessage({ userId: user.id, topic: "fitness-movement", content: "my own to take back" });
    if (!own.ok) throw new Error(own.message);
    expect(await post("fitness-movement", { intent: "delete", id: String(own.message.id) }, user.cookie)).toEqual({
      ok: true,
      deleted: own.message.id,
    });
  });
});

describe("/community loader", () => {
  it("tells whether the visitor is signed in and gives each room's member count", async () => {
    const visitor = await communityLoader(routeArgs("/community"));
    expect(visitor).toEqual({
      signedIn: false,
      members: {
        "menopause-hormones": 0,
        "mental-wellness": 0,
        "nutrition-recipes": 0,
        "fitness-movement": 0,
        "pregnancy-loss": 0,
      },
    });
    const user = await createTestUser();
    const member = await communityLoader(routeArgs("/community", { headers: { Cookie: user.cookie } }));
    expect(member.signedIn).toBe(true);
  });
});
