/**
 * A tiny but structurally complete MP4, written box by box (ISO/IEC 14496-12) since there is no encoder
 * here: ftyp, a moov with one H.264 video track of `width` x `height` and one sample, then the mdat
 * holding that sample. Players would show one (undecodable) frame; parsers see a real video file.
 */

function box(type: string, ...parts: Buffer[]): Buffer {
  const payload = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

function fullBox(type: string, version: number, flags: number, ...parts: Buffer[]): Buffer {
  const versionAndFlags = Buffer.alloc(4);
  versionAndFlags.writeUInt32BE(((version << 24) | flags) >>> 0, 0);
  return box(type, versionAndFlags, ...parts);
}

function u32(...values: number[]): Buffer {
  const out = Buffer.alloc(4 * values.length);
  values.forEach((value, index) => {
    out.writeUInt32BE(value >>> 0, 4 * index);
  });
  return out;
}

function u16(...values: number[]): Buffer {
  const out = Buffer.alloc(2 * values.length);
  values.forEach((value, index) => {
    out.writeUInt16BE(value & 0xffff, 2 * index);
  });
  return out;
}

const zeros = (length: number) => Buffer.alloc(length);
/** The identity transformation matrix of mvhd and tkhd. */
const MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);
const TIMESCALE = 1000;
const DURATION = 1000;

/** SPS and PPS of a baseline-profile H.264 stream: what the avcC box carries. */
const SPS = Buffer.from([0x67, 0x42, 0xc0, 0x1e, 0xd9, 0x01, 0x41, 0xfb, 0x01, 0x10, 0x00, 0x00, 0x03, 0x00]);
const PPS = Buffer.from([0x68, 0xcb, 0x83, 0xcb, 0x20]);
/** One sample: a 4-byte length and an IDR slice NAL unit header with a little payload. */
const SAMPLE = Buffer.from([0x00, 0x00, 0x00, 0x06, 0x65, 0x88, 0x84, 0x00, 0x33, 0xff]);

function avc1(width: number, height: number): Buffer {
  const avcC = box(
    'avcC',
    Buffer.from([1, SPS[1] ?? 0x42, SPS[2] ?? 0xc0, SPS[3] ?? 0x1e, 0xff, 0xe1]),
    u16(SPS.length),
    SPS,
    Buffer.from([1]),
    u16(PPS.length),
    PPS,
  );
  return box(
    'avc1',
    zeros(6),
    u16(1), // data_reference_index
    zeros(16),
    u16(width, height),
    u32(0x00480000, 0x00480000, 0), // 72 dpi, reserved
    u16(1), // frame_count
    zeros(32), // compressorname
    u16(0x0018, 0xffff), // depth, pre_defined
    avcC,
  );
}

function videoTrack(width: number, height: number, sampleOffset: number): Buffer {
  const tkhd = fullBox(
    'tkhd',
    0,
    0x3, // enabled, in movie
    u32(0, 0, 1, 0, DURATION), // created, modified, track_ID, reserved, duration
    zeros(8),
    u16(0, 0, 0, 0), // layer, alternate_group, volume, reserved
    MATRIX,
    u32(width << 16, height << 16),
  );
  const mdhd = fullBox('mdhd', 0, 0, u32(0, 0, TIMESCALE, DURATION), u16(0x55c4, 0)); // language 'und'
  const hdlr = fullBox(
    'hdlr',
    0,
    0,
    u32(0),
    Buffer.from('vide', 'latin1'),
    zeros(12),
    Buffer.from('Video\0'),
  );
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), avc1(width, height)),
    fullBox('stts', 0, 0, u32(1, 1, DURATION)),
    fullBox('stss', 0, 0, u32(1, 1)),
    fullBox('stsc', 0, 0, u32(1, 1, 1, 1)),
    fullBox('stsz', 0, 0, u32(0, 1, SAMPLE.length)),
    fullBox('stco', 0, 0, u32(1, sampleOffset)),
  );
  const minf = box(
    'minf',
    fullBox('vmhd', 0, 1, zeros(8)),
    box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
    stbl,
  );
  return box('trak', tkhd, box('mdia', mdhd, hdlr, minf));
}

function movie(width: number, height: number, sampleOffset: number): Buffer {
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    u32(0, 0, TIMESCALE, DURATION, 0x00010000), // created, modified, timescale, duration, rate 1.0
    u16(0x0100, 0), // volume 1.0, reserved
    zeros(8),
    MATRIX,
    zeros(24),
    u32(2), // next_track_ID
  );
  return box('moov', mvhd, videoTrack(width, height, sampleOffset));
}

/** A minimal valid MP4 (faststart: moov before mdat) with one video track. */
export function tinyMp4({ width = 16, height = 16, brand = 'isom' } = {}): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.from(brand, 'latin1'),
    u32(0x200),
    Buffer.from('isomiso2avc1mp41', 'latin1'),
  );
  // The moov's size does not depend on the offset it records, so measure it first.
  const sampleOffset = ftyp.length + movie(width, height, 0).length + 8;
  return Buffer.concat([ftyp, movie(width, height, sampleOffset), box('mdat', SAMPLE)]);
}

/** What the old check took for a video: an ftyp box and then anything at all. */
export function fakeMp4(): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), u32(0x200), Buffer.from('isomavc1', 'latin1'));
  return Buffer.concat([
    ftyp,
    Buffer.from('this is not a video, only garbage after a valid header\n'.repeat(40)),
  ]);
}
