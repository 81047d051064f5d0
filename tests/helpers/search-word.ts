let counter = 0;

/**
 * A word no seeded or starter text contains: site search then answers only for the rows a test wrote with it.
 */
export function searchWord(): string {
  return `zq${Date.now().toString(36)}x${(counter += 1)}`;
}
