/**
 * What the editor reads about roundups, comparison rows and Affiliate Corner listings as kinds of the one
 * editorial model (decision 048): their revisions, restore, sign-off and the refusals of their saves.
 */
export const KIND_NOUNS = {
  roundup: "roundup",
  "comparison-row": "comparison row",
  "comparison-table": "comparison table",
  "affiliate-listing": "Affiliate Corner listing",
} as const;

export const KIND_EDITORIAL = {
  conflict: (noun: string) =>
    `Another editor saved this ${noun} while you were editing it. Your text is still in the form: open the page again in a new tab to see her version, then save yours on top of it if it is still right.`,
  missing: (noun: string) => `This ${noun} no longer exists. It may have been removed by another editor.`,
  needsSignoff:
    "The review gate is on: this health content is published only after a reviewer signs off its current revision. Ask a reviewer to sign it off (Review queue).",
  typoTooLarge:
    "This is more than a typo-level fix (at most 40 characters of its health content changed). Save it as an update or a correction: a reviewer then signs it off again.",
  failed: "Not saved: something went wrong on our side. What you typed is still in the form; try again.",
  saved: (noun: string) => `The ${noun} is saved.`,
  savedHeld: (noun: string) =>
    `The ${noun} is saved and held off the site until a reviewer signs off its new revision (review gate).`,
  restoredText: (noun: string, savedAt: string) => `The ${noun} now has the version saved on ${savedAt}.`,
  signOffHeading: (noun: string, name: string) => `Sign off: ${name} (${noun})`,
  signOffIntro: (noun: string) =>
    `Read the ${noun}'s health content as it stands, then sign off this revision. A change beyond a typo needs a new sign-off.`,
  signedOffText: (name: string, lifted: boolean) =>
    lifted ? `${name} is signed off and back on the site.` : `${name} is signed off.`,
  backToItem: (noun: string) => `Back to the ${noun}`,
  revisionsOf: (name: string) => `Revisions: ${name}`,
} as const;

/** The comparison rows' admin (/admin/comparison). */
export const COMPARISON_ADMIN = {
  title: "Comparison guide",
  intro:
    "Each row of the comparison guide: its table, price per serving with the day it was checked, the evidence score out of 10 and its facts. A row's score and facts are health content: a change beyond a typo waits for a reviewer's sign-off while the gate is on.",
  back: "Back to the comparison guide",
  table: "Table",
  position: "Place in its table (1 first)",
  price: "Price per serving (US dollars)",
  priceCheckedOn: "Price checked on",
  effectiveness: "Evidence score (0 to 10)",
  fact: (label: string) => label,
  good: "Shown as",
  goodChoices: { yes: "A plus", no: "A minus", neutral: "Neutral" },
  save: "Save row",
  none: "No comparison rows match these filters.",
  priceFormat: "Give the price per serving as a number in US dollars, like 1.25 (0 to 1000).",
  priceCheckedFormat: "Give the day the price was checked, as a date no later than today.",
  effectivenessFormat: "Give the evidence score as a number from 0 to 10 with at most one decimal.",
  positionFormat: "Give the place as a whole number from 1 to 100.",
  tableUnknown: "Choose one of the guide's tables.",
  factFormat: "Each fact is up to 80 characters.",
  factsCount: "Give one fact for each of the table's features.",
  viewPublic: "View the comparison guide",
  add: "Add a row",
  addTitle: "Add a row to the comparison guide",
  addIntro:
    "Choose a published product that is not in the guide yet, its table, place, price per serving with the day it was checked, its evidence score and one fact for each of the table's features. The method's rules run as on every save; while the review gate is on, the new row waits off the guide for a reviewer's sign-off.",
  product: "Product",
  choose: "Choose a product",
  chooseTable: "Use this table",
  factsFor: (table: string) => `Facts for the ${table} table`,
  noCandidates: "Every published product is in the guide already.",
  productUnknown: "Choose a product from the catalogue.",
  productDraft: "This product is not published: publish it before adding it to the guide.",
  productTaken: "This product is in the guide already: edit its row instead.",
  added: "The row is added to the comparison guide.",
  addedHeld: "The row is added and waits off the guide until a reviewer signs off its score and facts (review gate).",
  addedSummary: "Added to the comparison guide",
  remove: "Remove from the guide",
  removeConfirm: (name: string) =>
    `Remove ${name} from the comparison guide? Readers no longer see its row; its revisions are kept and say it was removed.`,
  removeYes: "Yes, remove the row",
  removeNo: "Keep it",
  removed: (name: string) => `${name} is removed from the comparison guide.`,
  removedSummary: "Removed from the comparison guide",
  retiredSummary: "Removed from the comparison guide: the product was retired",
  perServing: (price: string) => `$${price} a serving`,
  score: (score: string) => `Evidence ${score}/10`,
} as const;

/** The comparison tables' admin (/admin/comparison-tables): each table's title, intro and feature labels. */
export const TABLE_ADMIN = {
  title: "Comparison tables",
  intro:
    "The tables of the comparison guide: each one's title, an optional intro and the feature labels its rows give a fact for, in order. The intro and the labels are health content: a change beyond a typo waits for a reviewer's sign-off while the gate is on. A table shows on the guide once it has a published row.",
  back: "Back to the comparison tables",
  rowsLink: "Comparison rows",
  tablesLink: "Comparison tables",
  tableTitle: "Title",
  tableIntro: "Intro (optional)",
  labels: "Feature labels",
  labelsHelp:
    "One fact per label on each row, in this order. Clear a label to remove it; fill an empty one to add a label at the end.",
  label: (n: number) => `Label ${n}`,
  rows: (n: number) => (n === 1 ? "1 row" : `${n} rows`),
  noRows: "No rows yet: not shown on the guide",
  save: "Save table",
  add: "Add a table",
  addTitle: "Add a table to the comparison guide",
  addIntro:
    "A new table needs a title and at least one feature label. It shows on the guide once a published product has a row in it (Comparison rows, Add a row); while the review gate is on, its intro and labels wait for a reviewer's sign-off first.",
  create: "Add table",
  none: "No tables match this search.",
  titleFormat: "Give the table a title of 3 to 80 characters.",
  titleTaken: "A table with this title exists already: give this one another title.",
  introFormat: "Keep the intro to 600 characters.",
  labelFormat: "Each label is up to 60 characters.",
  labelsNeeded: "Give the table at least one feature label.",
  labelsTooMany: "A table has at most 8 feature labels.",
  labelDuplicate: (label: string) => `"${label}" is in the table twice: each label once.`,
  confirmLabels: "Change the rows' facts as said above",
  labelsRemoved: (labels: string[], rows: string[]) =>
    `Removing ${labels.map((l) => `"${l}"`).join(", ")} also removes ${labels.length === 1 ? "its fact" : "their facts"} from ${rows.length === 1 ? "the row" : `the ${rows.length} rows`} of this table (${rows.join(", ")}). Tick "Change the rows' facts as said above" to do it, or keep the label.`,
  labelsAdded: (labels: string[], rows: string[]) =>
    `The ${rows.length === 1 ? "row" : `${rows.length} rows`} of this table (${rows.join(", ")}) have no fact for ${labels.map((l) => `"${l}"`).join(", ")} yet: the guide says "Not given yet" until you add it on each row. Tick "Change the rows' facts as said above" to go on.`,
  restoreLabels: (rows: string[]) =>
    `This version has another number of feature labels than the table has now, and the rows of the table (${rows.join(", ")}) give their facts by label. Edit the table's labels instead, where you say what happens to the rows' facts.`,
  factRemovedSummary: (labels: string[]) =>
    `Fact for ${labels.map((l) => `"${l}"`).join(", ")} removed with the table's label`,
  added: "The table is added. Add a row to it to show it on the guide.",
  addedHeld:
    "The table is added. It shows on the guide once it has a published row and a reviewer has signed off its intro and labels (review gate).",
  addedSummary: "Added to the comparison guide",
  viewPublic: "View the comparison guide",
} as const;

/** The Affiliate Corner listings' admin (/admin/affiliate-corner). */
export const LISTING_ADMIN = {
  title: "Affiliate Corner",
  intro:
    "Which products the Affiliate Corner lists, under which category and in what order. Listings hold no health claims: a save is published at once, and kept in the listing's revisions.",
  back: "Back to the Affiliate Corner",
  category: "Category shown under",
  position: "Place (1 first)",
  save: "Save listing",
  none: "No listings match these filters.",
  categoryUnknown: "Choose one of the catalogue's categories.",
  positionFormat: "Give the place as a whole number from 1 to 1000.",
  viewPublic: "View the Affiliate Corner",
  add: "Add a listing",
  addTitle: "Add a listing to the Affiliate Corner",
  addIntro:
    "Choose a published product that the Affiliate Corner does not list yet, the category it is shown under and its place. It is listed at once.",
  product: "Product",
  choose: "Choose a product",
  noCandidates: "Every published product is listed already.",
  productUnknown: "Choose a product from the catalogue.",
  productDraft: "This product is not published: publish it before listing it.",
  productTaken: "This product is listed already: edit its listing instead.",
  added: "The listing is added to the Affiliate Corner.",
  addedSummary: "Added to the Affiliate Corner",
  remove: "Remove from the Affiliate Corner",
  removeConfirm: (name: string) =>
    `Remove ${name} from the Affiliate Corner? Readers no longer see it there; its revisions are kept and say it was removed.`,
  removeYes: "Yes, remove the listing",
  removeNo: "Keep it",
  removed: (name: string) => `${name} is removed from the Affiliate Corner.`,
  removedSummary: "Removed from the Affiliate Corner",
  retiredSummary: "Removed from the Affiliate Corner: the product was retired",
} as const;

/** The lists' filters shared by the roundups, comparison and listings lists. */
export const KIND_LIST = {
  search: "Search",
  state: "State",
  gate: "Review gate",
  held: "Held (waiting for sign-off)",
  notHeld: "Not held",
  any: "Any",
  filter: "Filter",
  page: (page: number, pages: number, total: number) => `Page ${page} of ${pages} · ${total} items`,
  previous: "Previous",
  next: "Next",
} as const;

/**
 * The public page history of a page over many items (the comparison guide, the Affiliate Corner): each entry
 * names the item it is about, as the roundup and product histories name their page's changes.
 */
export const MANY_ITEM_HISTORY = {
  added: (name: string, where: string | null) => (where ? `Added to ${where}: ${name}` : `Added: ${name}`),
  removed: (name: string, where: string | null) => (where ? `Removed from ${where}: ${name}` : `Removed: ${name}`),
  updated: (name: string, summary: string | null) => (summary ? `Updated ${name}: ${summary}` : `Updated ${name}`),
  corrected: (name: string, summary: string) => `Corrected ${name}: ${summary}`,
  reviewed: (name: string, who: string) => `Reviewed by ${who}: ${name}`,
  tableWhere: (title: string) => `the ${title} table`,
  /** `name`: "the … table" (tableWhere). */
  tableAdded: (name: string) => `Added ${name}`,
} as const;
