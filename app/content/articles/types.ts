/** A built-in starter article (seeded once by slug; see app/domain/articles/seed.server.ts). */
export type StarterArticle = {
  title: string;
  /** The slug it was first published under, when the title has changed since (slugs never change). */
  slug?: string;
  category: string;
  authorName: string;
  excerpt: string;
  /** A built-in image under /images/articles/ (made by scripts/make-article-images.ts). */
  imageUrl: string;
  imageDescription: string;
  publishedAt: string;
  /** Three to five one-line points shown above the article (each stated in the article with its source). */
  keyTakeaways?: string[];
  /** HTML; "[n]" marks a claim from reference n of the trailing References list. */
  content: string;
};

/** The short note every starter article carries before its references. */
export const NOT_MEDICAL_ADVICE =
  "<p><em>This article is for general information and education. It is not medical advice and cannot replace a consultation with a doctor, nurse, pharmacist or registered dietitian who knows your history. Please talk to a healthcare professional before changing your treatment, starting supplements or if you are worried about a symptom.</em></p>";
