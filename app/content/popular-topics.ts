/** What the search page's empty state and the not-found page offer: topics readers look for, and the main sections. */
export const popularTopics: readonly string[] = [
  "Menopause",
  "Sleep",
  "Gut health",
  "Collagen",
  "Strength training",
  "Stress",
  "Iron",
  "Multivitamins",
];

export const popularLinks: readonly { to: string; label: string }[] = [
  { to: "/articles", label: "Wellness articles" },
  { to: "/product-reviews", label: "Product reviews" },
  { to: "/product-roundups", label: "Product roundups" },
  { to: "/wellness-quiz", label: "Wellness quizzes" },
  { to: "/wellness-toolkit", label: "Wellness toolkit" },
  { to: "/community", label: "Community and chat rooms" },
];
