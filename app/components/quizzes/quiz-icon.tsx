import { Activity, Apple, Brain, Moon, Sparkles, type LucideProps } from "lucide-react";
import type { QuizIcon as QuizIconName } from "#app/content/quizzes.ts";

const ICONS = { sparkles: Sparkles, brain: Brain, moon: Moon, apple: Apple, activity: Activity } as const;

export function QuizIcon({ name, ...props }: { name: QuizIconName } & LucideProps) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" {...props} />;
}
