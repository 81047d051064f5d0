import { countryOf, type CountryLookup } from "#platform/geoip.ts";
import { regionFromAcceptLanguage, regionFromCountry, type ReaderRegion } from "./crisis-help.ts";

/**
 * The reader's region for the crisis help: the operator's GeoIP database when it is set up and knows the
 * address, else the browser's language. A page that uses it varies by reader and must not be kept by the
 * shared page cache. A country the database knows decides, even one whose lines the site does not list
 * (the international help then shows); the language is asked only when the address is unknown.
 */
export function readerRegion(
  request: Request,
  address: string | undefined,
  lookup: CountryLookup | null = countryOf(),
): ReaderRegion {
  const country = lookup && address ? lookup(address) : null;
  if (country) return regionFromCountry(country);
  return regionFromAcceptLanguage(request.headers.get("accept-language"));
}
