/** Expert interview: id, name, title, quote, imageDescription, date, content (paragraphs). */
export type InterviewParagraph = string | { question: string };

export type Interview = {
  /** `{firstname-lastname}-interview`, also the URL slug. */
  id: string;
  name: string;
  title: string;
  /** One line for the card on /expert-interviews. */
  topic: string;
  summary: string;
  quote: string;
  /** A locally drawn SVG portrait under public/. */
  imageSrc: string;
  imageDescription: string;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  /** Paragraphs of the conversation; the interviewer's questions are marked. */
  content: InterviewParagraph[];
};
