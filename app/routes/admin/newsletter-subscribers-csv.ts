import type { Route } from "./+types/newsletter-subscribers-csv";
import { subscribersCsvResponse } from "#app/domain/newsletter/admin.server.ts";

/** Admin: every subscriber with their consent record, as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  return subscribersCsvResponse(request);
}
