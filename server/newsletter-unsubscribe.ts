import express, { type Router } from "express";
import { UNSUBSCRIBE_PATH } from "#app/domain/newsletter/rules.ts";
import { unsubscribeByToken } from "#app/domain/newsletter/subscriptions.server.ts";

/**
 * POST /newsletter/unsubscribe?token=… — leaving the newsletter, outside React Router on purpose.
 *
 * Mail programs send RFC 8058 one-click unsubscribes (`List-Unsubscribe=One-Click`, urlencoded or
 * multipart) from their own servers, with an Origin of their own or none. React Router refuses every
 * document action whose Origin differs from the request's (its CSRF check, global to all routes), and
 * the site's same-origin rule would too (server/security.ts exempts this one path). The token in the
 * URL is the only credential, and the request can only unsubscribe. The /newsletter/unsubscribe page's
 * button posts here as well: it gets a 303 back to the page, which then says the address has left;
 * a one-click POST gets a short plain-text answer.
 */
export function newsletterUnsubscribeRoutes(): Router {
  const router = express.Router();
  router.post(UNSUBSCRIBE_PATH, express.text({ type: () => true, limit: "4kb" }), async (req, res, next) => {
    try {
      const token = typeof req.query.token === "string" ? req.query.token : "";
      const body = typeof req.body === "string" ? req.body : "";
      const oneClick =
        new URLSearchParams(body).get("List-Unsubscribe") === "One-Click" ||
        /name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/.test(body);
      const result = await unsubscribeByToken(token, oneClick ? "one-click" : "link");
      res.set("Cache-Control", "no-store");
      if (oneClick) {
        res
          .status(result.ok ? 200 : 400)
          .type("text/plain")
          .send(result.message);
        return;
      }
      res.redirect(303, `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token.slice(0, 200))}`);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
