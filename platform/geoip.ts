import fs from "node:fs";
import { Reader, type CountryResponse } from "mmdb-lib";
import { config } from "./config.ts";
import { once } from "./stand-in.ts";

export type CountryLookup = (address: string) => string | null;

/**
 * A country lookup over a MaxMind-format database (GeoLite2-Country, DB-IP Lite, ip-location-db…):
 * an address → its ISO 3166 country code, or null when the database does not know it. Nothing is sent
 * anywhere: the database is a file the operator put on this server.
 */
export function countryLookup(db: Buffer): CountryLookup {
  const reader = new Reader<CountryResponse>(db);
  const ipv4Only = reader.metadata.ipVersion === 4;
  return (address) => {
    const ip = address.startsWith("::ffff:") ? address.slice(7) : address;
    if (ipv4Only && ip.includes(":")) return null;
    try {
      const record = reader.get(ip);
      const code = record?.country?.iso_code ?? record?.registered_country?.iso_code;
      return code && /^[A-Z]{2}$/.test(code) ? code : null;
    } catch {
      return null;
    }
  };
}

/**
 * The process's country lookup from GEOIP_COUNTRY_DB (read once, at the first call, whole, into memory), or
 * null when the setting is unset: then no country is counted. server/main.ts asks for it at start, so a file
 * that cannot be read or parsed stops the start-up.
 */
export const countryOf: () => CountryLookup | null = once(() => {
  const file = config.GEOIP_COUNTRY_DB;
  if (!file) return null;
  try {
    return countryLookup(fs.readFileSync(file));
  } catch (error) {
    throw new Error(`GEOIP_COUNTRY_DB: cannot read ${file} as a MaxMind DB (.mmdb): ${(error as Error).message}`, {
      cause: error,
    });
  }
});
