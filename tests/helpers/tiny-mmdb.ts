/**
 * A tiny MaxMind DB (.mmdb, format 2.0) for tests: an IPv4 tree with one network of /24 mapped to
 * {country: {iso_code}}, as GeoLite2-Country records look. Built by hand from the MaxMind DB File
 * Format Specification (search tree of 24-bit records, 16-byte separator, data section, metadata after
 * the '\xAB\xCD\xEFMaxMind.com' marker) so tests can open it with the real `maxmind` reader.
 */
const str = (s: string) => {
  const b = Buffer.from(s, 'utf8');
  if (b.length >= 29) throw new Error('short strings only');
  return Buffer.concat([Buffer.from([0x40 | b.length]), b]);
};
const u16 = (n: number) => (n === 0 ? Buffer.from([0xa0]) : n < 256 ? Buffer.from([0xa1, n]) : Buffer.from([0xa2, n >> 8, n & 255]));
const u32 = (n: number) => Buffer.from([0xc1, n]);
const map = (entries: [string, Buffer][]) => Buffer.concat([Buffer.from([0xe0 | entries.length]), ...entries.flatMap(([k, v]) => [str(k), v])]);

/** The bytes of a database where `prefix`.0/24 (e.g. '203.0.113') is in country `iso` and nothing else is. */
export function tinyCountryMmdb(prefix: string, iso: string): Buffer {
  const [a, b, c] = prefix.split('.').map(Number);
  const bits = ((a << 16) | (b << 8) | c) >>> 0;
  const nodeCount = 24;
  const data = map([['country', map([['iso_code', str(iso)]])]]);
  const dataRecord = nodeCount + 16; // data offset 0
  const tree = Buffer.alloc(nodeCount * 6);
  for (let i = 0; i < nodeCount; i++) {
    const bit = (bits >>> (23 - i)) & 1;
    const next = i === nodeCount - 1 ? dataRecord : i + 1;
    const left = bit === 0 ? next : nodeCount;
    const right = bit === 1 ? next : nodeCount;
    tree.writeUIntBE(left, i * 6, 3);
    tree.writeUIntBE(right, i * 6 + 3, 3);
  }
  const metadata = Buffer.concat([
    Buffer.from([0xe8]),
    str('node_count'), u32(nodeCount),
    str('record_size'), u16(24),
    str('ip_version'), u16(4),
    str('database_type'), str('GeoLite2-Country'),
    str('languages'), Buffer.from([0x01, 0x04]), str('en'),
    str('binary_format_major_version'), u16(2),
    str('binary_format_minor_version'), u16(0),
    str('build_epoch'), Buffer.from([0x01, 0x02, 0x01]),
  ]);
  return Buffer.concat([tree, Buffer.alloc(16), data, Buffer.from([0xab, 0xcd, 0xef]), Buffer.from('MaxMind.com'), metadata]);
}
