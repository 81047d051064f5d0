/**
 * Community post (sample data only: written by the editors to show what the feed is for, labelled
 * as examples on the page, and never a claim about what a product did for someone): id, type (post, review or qna),
 * author, avatar, content, likes, comments (id, author, content), rating for
 * reviews. Six sample posts. Avatars are the local preset images.
 */
export type CommunityComment = { id: string; author: string; content: string };

export type CommunityPost = {
  id: string;
  type: "post" | "review" | "qna";
  author: string;
  avatar: string;
  content: string;
  likes: number;
  comments: CommunityComment[];
  /** Reviews only: 1 to 5 stars. */
  rating?: number;
};

export const communityPosts: readonly CommunityPost[] = [
  {
    id: "post-1",
    type: "post",
    author: "Maya R.",
    avatar: "MR",
    content:
      "Three months into a daily 20-minute walk after lunch and my afternoon energy slump is almost gone. Small habits really do add up. What is one tiny change that made a big difference for you?",
    likes: 42,
    comments: [
      { id: "c-1-1", author: "Priya S.", content: "Swapping my third coffee for a glass of water and a stretch. Game changer!" },
      { id: "c-1-2", author: "Hannah L.", content: "Going to bed 30 minutes earlier. I feel like a new person." },
    ],
  },
  {
    id: "post-2",
    type: "review",
    author: "Elena G.",
    avatar: "EG",
    content:
      "Review of the sleep article: the part on keeping the same wake-up time, weekends included, was new to me and easy to follow. I would have liked more on night sweats.",
    likes: 31,
    rating: 4,
    comments: [{ id: "c-2-1", author: "Jo T.", content: "The menopause article covers night sweats, worth a read." }],
  },
  {
    id: "post-3",
    type: "qna",
    author: "Sarah K.",
    avatar: "SK",
    content:
      "Question for those in perimenopause: did tracking your cycle help you spot patterns in sleep and mood? Which app or method worked best for you?",
    likes: 18,
    comments: [
      { id: "c-3-1", author: "Dana M.", content: "A simple paper journal worked better for me than any app." },
      { id: "c-3-2", author: "Lucía F.", content: "Yes! I noticed my sleep dipped the week before my period every month." },
      { id: "c-3-3", author: "Aisha N.", content: "Bring the log to your doctor, it made my appointment so much more useful." },
    ],
  },
  {
    id: "post-4",
    type: "post",
    author: "Grace O.",
    avatar: "GO",
    content:
      "Reminder that rest days are part of the plan, not a failure. I took a whole week off strength training to recover and came back stronger. Be kind to yourselves this week.",
    likes: 57,
    comments: [{ id: "c-4-1", author: "Mel B.", content: "Needed to hear this today. Thank you!" }],
  },
  {
    id: "post-5",
    type: "review",
    author: "Nina P.",
    avatar: "NP",
    content:
      "Review of the health tracker: logging sleep and mood for a month showed me that my worst nights follow late screens. It takes under a minute a day.",
    likes: 26,
    rating: 5,
    comments: [
      { id: "c-5-1", author: "Kate W.", content: "I printed my month to show my doctor." },
      { id: "c-5-2", author: "Rosa D.", content: "Does it keep my data private if I am not logged in?" },
    ],
  },
  {
    id: "post-6",
    type: "qna",
    author: "Olivia H.",
    avatar: "OH",
    content:
      "What are your favorite high-protein vegan breakfasts? I am trying to eat more plant-based but get hungry by 10 am.",
    likes: 22,
    comments: [
      { id: "c-6-1", author: "Bea C.", content: "Tofu scramble with black beans and spinach keeps me full until lunch." },
      { id: "c-6-2", author: "Ivy J.", content: "Overnight oats with soy milk, chia seeds and peanut butter!" },
    ],
  },
];
