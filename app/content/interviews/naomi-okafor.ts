import type { Interview } from "./types.ts";

export const naomiOkafor: Interview = {
  id: "naomi-okafor-interview",
  name: "Naomi Okafor",
  title: "Illustrative Q&A: a dermatology perspective",
  topic: "Skin through the decades, sunscreen and the routine that is enough",
  summary:
    "An illustrative Q&A in a dermatologist's voice on the three products most people need, adult acne, melasma and menopausal skin, and how to spend less on skincare while getting better results.",
  quote:
    "If you do only one thing for your skin, wear sunscreen every single day. Everything else is a supporting act to that one habit.",
  imageSrc: "/images/interviews/naomi-okafor.svg",
  imageDescription:
    "Illustrated portrait of Naomi Okafor, an illustrative character with short natural curls and round glasses, wearing a white coat",
  date: "2025-07-08",
  content: [
    "Naomi Okafor is an illustrative character, not a real dermatologist: her answers were drafted with AI-assisted research and checked by our editors against published dermatology guidance (the American Academy of Dermatology's patient pages and the NHS). The clinic details in her answers are part of the illustration. We used her voice to cut through the noise of twelve-step routines and set out what the guidance says matters.",
    { question: "What does a good skincare routine look like to a dermatologist?" },
    "Much shorter than social media would suggest. In the morning: a gentle cleanser or just water, a moisturizer if you need one, and a broad-spectrum sunscreen of SPF 30 or higher. In the evening: cleanse, then one active ingredient suited to your main concern, then moisturizer. That is it. Most of the damage I see from skincare comes from people layering five acids and two retinoids because a video told them to, and ending up with a barrier that stings when they apply water.",
    { question: "Why is sunscreen at the top of every dermatologist's list?" },
    "Because ultraviolet light is responsible for most of what people call skin aging: the fine lines, the loss of firmness, the uneven tone. And because it causes skin cancer. If you do only one thing for your skin, wear sunscreen every single day. Everything else is a supporting act to that one habit. I also want to stress that darker skin needs sunscreen too. It has more natural protection against burning, but it is very prone to pigmentation, and melanoma does occur in people of color, often diagnosed later because nobody was looking for it.",
    { question: "You see a lot of adult acne. Why does it happen after the teenage years?" },
    "Hormones, mostly, along with genetics and stress. In adult women acne often sits along the jawline and chin, flares before a period, and can be one sign of polycystic ovary syndrome, so I ask about cycles, hair growth and weight changes. Over-the-counter options like adapalene gel, benzoyl peroxide and azelaic acid help many people if they are used consistently for at least twelve weeks. When they do not, prescription treatments such as spironolactone or certain combined pills can be very effective. Nobody should spend years suffering with painful cysts that can scar.",
    { question: "Melasma is a frequent question in our community. What helps?" },
    "Melasma is the patchy brown pigmentation on the cheeks, forehead and upper lip, triggered by hormones, pregnancy, the pill and especially light, including visible light from the sun. It is stubborn, and it comes back, so I set expectations early. The foundation is a tinted mineral sunscreen every day, because the iron oxides in tinted formulas block visible light that ordinary sunscreens let through. On top of that we use ingredients like azelaic acid, tranexamic acid, vitamin C and, under supervision, hydroquinone or prescription creams. I am cautious with lasers on darker skin because they can make pigmentation worse.",
    { question: "How does skin change around menopause?" },
    "Quite dramatically. Collagen drops sharply in the first years after menopause, skin becomes drier and thinner, and many women find products they used for decades suddenly irritate them. I move patients towards richer, fragrance-free moisturizers with ceramides, introduce a retinoid slowly if they do not already use one, and keep up the sunscreen. Some women notice their skin improves on menopausal hormone therapy, although we do not prescribe it for skin alone. New adult acne, itching or hair thinning in this phase are worth mentioning to a doctor.",
    { question: "Are expensive products better?" },
    "Rarely. Some of the best-studied ingredients, like retinoids, niacinamide and good sunscreens, are available at pharmacy prices. What you pay for in luxury skincare is often fragrance and packaging, and fragrance is one of the most common causes of allergic reactions I patch-test for. I would much rather someone buy an affordable sunscreen she enjoys wearing every day than an expensive serum she uses twice a week.",
    { question: "When should someone stop experimenting and see a dermatologist?" },
    "If a mole changes in size, shape or color, bleeds or itches, or if you have a spot that does not heal in a few weeks, do not wait. The same goes for acne that scars, a rash that spreads, or sudden hair loss. Skin is often where the body first shows that something else is going on, and a good examination takes minutes. Bring your products with you, too; reading the labels together tells me a lot.",
  ],
};
