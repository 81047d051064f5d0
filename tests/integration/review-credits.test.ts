import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as detailRoute from "#app/routes/product-reviews/detail.tsx";
import * as editorialRoute from "#app/routes/product-reviews/credits.tsx";
import * as queueRoute from "#app/routes/admin/review-queue.tsx";
import { catalogueProducts } from "#app/content/catalogue/products.ts";
import { createPerson, deletePerson } from "#app/domain/articles/people.server.ts";
import { catalogueSeedStep } from "#app/domain/catalogue/seed.server.ts";
import { getReviewCreditsRow } from "#app/domain/catalogue/review-credits.server.ts";
import { productReviewJsonLd } from "#app/domain/seo/structured-data.ts";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";

/** A product review's editorial details: admin-only, validated on the server, shown on the page and queued when due. */
const slug = catalogueProducts[2]!.slug;
let admin: TestUser;

function post(values: Record<string, string>, cookie = admin.cookie) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  return settle(() =>
    editorialRoute.action(
      routeArgs(`/product-reviews/${slug}/editorial`, {
        method: "POST",
        body,
        params: { slug },
        headers: { cookie, Origin: "http://localhost:3000" },
      }),
    ),
  );
}

const page = async () =>
  (await detailRoute.loader(routeArgs(`/product-reviews/${slug}`, { params: { slug } }))) as Awaited<
    ReturnType<typeof detailRoute.loader>
  >;

const queue = async () =>
  (await queueRoute.loader(routeArgs("/admin/review-queue", { headers: { cookie: admin.cookie } }))) as Awaited<
    ReturnType<typeof queueRoute.loader>
  >;

beforeAll(async () => {
  await catalogueSeedStep.run(db);
  await db.delete(schema.reviewEditorial).where(eq(schema.reviewEditorial.productSlug, slug));
  admin = await createTestUser({ role: "admin", name: "Review Editor" });
});

describe("a product review's editorial details", () => {
  it("without a record: the editorial team, the catalogue's month, no medical reviewer, and it is due", async () => {
    const { credits } = await page();
    expect(credits.byline).toMatchObject({ name: "The Wellness Circle editorial team", path: "/editorial-team" });
    expect(credits.authorIsPerson).toBe(false);
    expect(credits.reviewer).toBeNull();
    expect(credits.lastReviewed.date).toBe("August 2025");
    expect(credits.nextReview.date).toBe("August 2026");
    const { reviews } = await queue();
    expect(reviews.map((review) => review.slug)).toContain(slug);
  });

  it("refuses bad input at the boundary and stores nothing", async () => {
    const person = await createPerson({
      name: "Gone Person",
      role: "Writer",
      credentials: "",
      bio: "",
      photoUrl: null,
      links: [],
    });
    await deletePerson(person.id);
    const cases: [Record<string, string>, string][] = [
      [{ author_id: "not-a-uuid" }, "author_id"],
      [{ author_id: person.id }, "author_id"],
      [{ last_reviewed: "2026-02-30" }, "last_reviewed"],
      [{ last_reviewed: "2026-03-01", next_review: "2026-02-01" }, "next_review"],
      [{ last_reviewed: "2999-01-01" }, "last_reviewed"],
    ];
    for (const [values, field] of cases) {
      const result = (await post({
        author_id: "",
        reviewer_id: "",
        last_reviewed: "",
        next_review: "",
        ...values,
      })) as {
        type: string;
        data: { errors: Record<string, string[]> };
        init: { status: number };
      };
      expect(result.init.status, JSON.stringify(values)).toBe(400);
      expect(result.data.errors[field], JSON.stringify(values)).toBeTruthy();
    }
    expect(await getReviewCreditsRow(slug)).toBeNull();
  });

  it("answers 404 for a review that does not exist, even to an admin", async () => {
    const result = (await settle(() =>
      editorialRoute.loader(
        routeArgs("/product-reviews/no-such-review/editorial", {
          params: { slug: "no-such-review" },
          headers: { cookie: admin.cookie },
        }),
      ),
    )) as { init: { status: number } };
    expect(result.init.status).toBe(404);
    expect(await getReviewCreditsRow("no-such-review")).toBeNull();
  });

  it("is for admins only", async () => {
    const user = await createTestUser();
    const result = (await post({ author_id: "" }, user.cookie)) as Response;
    expect(result.status).toBe(302);
    expect(await getReviewCreditsRow(slug)).toBeNull();
  });

  it("credits the author and the medical reviewer on the page and in JSON-LD, and leaves the queue", async () => {
    const author = await createPerson({
      name: "Rita Writer",
      role: "Health writer",
      credentials: "",
      bio: "",
      photoUrl: null,
      links: [],
    });
    const reviewer = await createPerson({
      name: "Mara Medic",
      role: "Medical reviewer",
      credentials: "MD",
      bio: "",
      photoUrl: null,
      links: [],
    });
    const saved = (await post({
      author_id: author.id,
      reviewer_id: reviewer.id,
      last_reviewed: "2026-06-15",
      next_review: "2099-06-15",
    })) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/product-reviews/${slug}`);

    const { product, credits } = await page();
    expect(credits.byline).toMatchObject({ name: "Rita Writer", path: `/people/${author.slug}` });
    expect(credits.reviewer).toMatchObject({ name: "Mara Medic", credentials: "MD" });
    expect(credits.lastReviewed.date).toBe("June 15, 2026");
    expect(credits.nextReview.date).toBe("June 15, 2099");
    const [productLd, pageLd] = productReviewJsonLd("https://example.org", product, credits);
    expect(productLd.review?.author).toMatchObject({ "@type": "Person", name: "Rita Writer" });
    expect(productLd.review?.dateModified).toBe("2026-06-15T00:00:00.000Z");
    expect(productLd.review?.citation?.length).toBe(product.sources.length);
    expect(pageLd).toMatchObject({
      "@type": "MedicalWebPage",
      reviewedBy: { "@type": "Person", name: "Mara Medic" },
      lastReviewed: "2026-06-15",
    });
    expect((await queue()).reviews.map((review) => review.slug)).not.toContain(slug);

    // A removed reviewer is no longer credited; the page falls back without inventing anyone.
    await deletePerson(reviewer.id);
    expect((await page()).credits.reviewer).toBeNull();
  });
});
