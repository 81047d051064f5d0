/** The endpoint of the quiz beacon (app/routes/analytics-event.ts). */
export const ANALYTICS_EVENT_PATH = "/analytics/event";

/**
 * Tells the server, without a cookie or anything stored in the browser, that a quiz was started or
 * completed: one `navigator.sendBeacon` with the event and the quiz id. Nothing is sent when the browser
 * asks not to be tracked (Do-Not-Track or Global Privacy Control).
 */
export function sendQuizEvent(event: "quiz-start" | "quiz-complete", quiz: string) {
  if (typeof navigator === "undefined" || typeof navigator.sendBeacon !== "function") return;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.doNotTrack === "1" || nav.globalPrivacyControl === true) return;
  try {
    navigator.sendBeacon(ANALYTICS_EVENT_PATH, new Blob([JSON.stringify({ event, quiz })], { type: "text/plain" }));
  } catch {
    // A refused beacon only means one event less in the statistics.
  }
}
