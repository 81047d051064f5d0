import { countryOf } from "#platform/geoip.ts";
import { regionFromAcceptLanguage, regionFromCountry, type ReaderRegion } from "./crisis-help.ts";

/**
 * The reader's region for the crisis help: the operator's GeoIP database when it is set up and knows the
 * address, else the browser's language. A page that uses it varies by reader and must not be kept by the
 * shared page cache.
 */
export function readerRegion(request: Request, address: string | undefined): ReaderRegion {
  const country = countryOf && address ? countryOf(address) : null;
  if (country) return regionFromCountry(country);
  return regionFromAcceptLanguage(request.headers.get("accept-language"));
}
