/**
 * Writes a tiny MaxMind DB (MMDB 2.0, IPv4 tree, 24-bit records) mapping IPv4 networks to
 * `{ country: { iso_code } }`, the shape of GeoLite2-Country and its look-alikes, so the GeoIP setting
 * can be tested without shipping or downloading a real database.
 * Format: https://maxmind.github.io/MaxMind-DB/
 */
type Value = string | number | Value[] | { [key: string]: Value };

function sizeControl(type: number, size: number): Buffer {
  if (size >= 29) throw new Error("the fixture writer only encodes sizes below 29");
  return type <= 7 ? Buffer.from([(type << 5) | size]) : Buffer.from([size, type - 7]);
}

function uintBytes(value: number | bigint): Buffer {
  let hex = BigInt(value).toString(16);
  if (hex === "0") return Buffer.alloc(0);
  if (hex.length % 2) hex = `0${hex}`;
  return Buffer.from(hex, "hex");
}

/** `{ uint16: n }`, `{ uint32: n }`, `{ uint64: n }` tag numbers that must not be strings or maps. */
type Tagged = { uint16: number } | { uint32: number } | { uint64: number };

function encode(value: Value | Tagged): Buffer {
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([sizeControl(2, bytes.length), bytes]);
  }
  if (typeof value === "number") return encode({ uint32: value });
  if (Array.isArray(value)) return Buffer.concat([sizeControl(11, value.length), ...value.map(encode)]);
  if ("uint16" in value && typeof value.uint16 === "number")
    return Buffer.concat([sizeControl(5, uintBytes(value.uint16).length), uintBytes(value.uint16)]);
  if ("uint32" in value && typeof value.uint32 === "number")
    return Buffer.concat([sizeControl(6, uintBytes(value.uint32).length), uintBytes(value.uint32)]);
  if ("uint64" in value && typeof value.uint64 === "number")
    return Buffer.concat([sizeControl(9, uintBytes(value.uint64).length), uintBytes(value.uint64)]);
  const entries = Object.entries(value as Record<string, Value>);
  return Buffer.concat([
    sizeControl(7, entries.length),
    ...entries.flatMap(([key, item]) => [encode(key), encode(item)]),
  ]);
}

type TreeRecord = { node: number } | { data: number } | null;

export function writeCountryMmdb(networks: { cidr: string; country: string }[]): Buffer {
  const nodes: [TreeRecord, TreeRecord][] = [[null, null]];
  const data: Buffer[] = [];
  let dataLength = 0;
  for (const { cidr, country } of networks) {
    const [address = "", bits = "32"] = cidr.split("/");
    const prefix = Number(bits);
    const ip = address.split(".").reduce((sum, part) => sum * 256 + Number(part), 0);
    const offset = dataLength;
    const encoded = encode({ country: { iso_code: country } });
    data.push(encoded);
    dataLength += encoded.length;
    let node = 0;
    for (let depth = 0; depth < prefix; depth++) {
      const bit = Math.floor(ip / 2 ** (31 - depth)) % 2;
      if (depth === prefix - 1) {
        nodes[node]![bit] = { data: offset };
        break;
      }
      const next = nodes[node]![bit];
      if (next && "node" in next) {
        node = next.node;
      } else {
        nodes.push([null, null]);
        nodes[node]![bit] = { node: nodes.length - 1 };
        node = nodes.length - 1;
      }
    }
  }
  const nodeCount = nodes.length;
  const value = (record: TreeRecord) =>
    record === null ? nodeCount : "node" in record ? record.node : nodeCount + 16 + record.data;
  const tree = Buffer.alloc(nodeCount * 6);
  nodes.forEach(([left, right], index) => {
    tree.writeUIntBE(value(left), index * 6, 3);
    tree.writeUIntBE(value(right), index * 6 + 3, 3);
  });
  const metadata = encode({
    binary_format_major_version: { uint16: 2 },
    binary_format_minor_version: { uint16: 0 },
    build_epoch: { uint64: 1_700_000_000 },
    database_type: "Test-Country",
    description: { en: "Test fixture" },
    ip_version: { uint16: 4 },
    languages: ["en"],
    node_count: { uint32: nodeCount },
    record_size: { uint16: 24 },
  } as unknown as Value);
  return Buffer.concat([tree, Buffer.alloc(16), ...data, Buffer.from("abcdef4d61784d696e642e636f6d", "hex"), metadata]);
}
