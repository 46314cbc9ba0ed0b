import { describe, expect, it, vi } from 'vitest';
import { fakeMp4, tinyMp4 } from '../../../test/mp4';
import {
  isMp4Video,
  makeThumbnail,
  makeThumbnails,
  reencodeImage,
  reencodeInOwnFormat,
} from './media-checks';

/** sharp stands in as a fake that takes a while to "decode" and counts how many decodes overlap. */
const decodes = vi.hoisted(() => ({ running: 0, peak: 0 }));

vi.mock('sharp', () => {
  const decode = async () => {
    decodes.running++;
    decodes.peak = Math.max(decodes.peak, decodes.running);
    await new Promise((resolve) => setTimeout(resolve, 20));
    decodes.running--;
    return { data: Buffer.from('webp'), info: { width: 100, height: 100 } };
  };
  function fakeSharp() {
    const pipeline = {
      metadata: async () => ({ format: 'png', width: 100, height: 100 }),
      rotate: () => pipeline,
      resize: () => pipeline,
      webp: () => pipeline,
      toFormat: () => pipeline,
      clone: () => pipeline,
      toBuffer: decode,
    };
    return pipeline;
  }
  fakeSharp.cache = () => undefined;
  fakeSharp.concurrency = () => undefined;
  return { default: fakeSharp };
});

describe('image decoding', () => {
  it('runs at most two decodes at once, however many uploads arrive together', async () => {
    decodes.peak = 0;
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => reencodeImage(Buffer.from('png'), 'photo')),
    );
    expect(results.map((result) => result.kind)).toEqual(Array(6).fill('image'));
    expect(decodes.peak).toBe(2);
  });

  it('counts thumbnails and re-encodes under the same limit', async () => {
    decodes.peak = 0;
    await Promise.all([
      reencodeImage(Buffer.from('png'), 'banner'),
      reencodeImage(Buffer.from('png'), 'photo'),
      makeThumbnails(Buffer.from('webp')),
      makeThumbnails(Buffer.from('webp')),
      reencodeInOwnFormat(Buffer.from('png'), 'attachment'),
      makeThumbnail(Buffer.from('png'), 125),
    ]);
    expect(decodes.peak).toBe(2);
  });
});

describe('isMp4Video', () => {
  /** The file with its last box (the mdat) rewritten by `change`. */
  function withMdat(change: (payload: Buffer) => Buffer): Buffer {
    const file = tinyMp4();
    const mdatStart = file.lastIndexOf(Buffer.from('mdat')) - 4;
    return Buffer.concat([file.subarray(0, mdatStart), change(file.subarray(mdatStart + 8))]);
  }

  it('accepts a real MP4, also with a 64-bit or an open-ended (size 0) media box', () => {
    expect(isMp4Video(tinyMp4())).toBe(true);
    const largeSize = withMdat((payload) => {
      const header = Buffer.alloc(16);
      header.writeUInt32BE(1, 0);
      header.write('mdat', 4, 'latin1');
      header.writeBigUInt64BE(BigInt(16 + payload.length), 8);
      return Buffer.concat([header, payload]);
    });
    expect(isMp4Video(largeSize)).toBe(true);
    const openEnded = withMdat((payload) =>
      Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.from('mdat'), payload]),
    );
    expect(isMp4Video(openEnded)).toBe(true);
  });

  it('refuses an ftyp header with garbage, a file without ftyp first, sizes that do not add up', () => {
    expect(isMp4Video(fakeMp4())).toBe(false);
    const file = tinyMp4();
    const ftypSize = file.readUInt32BE(0);
    expect(isMp4Video(file.subarray(ftypSize))).toBe(false);
    expect(isMp4Video(file.subarray(0, file.length - 1))).toBe(false);
    expect(isMp4Video(Buffer.concat([file, Buffer.alloc(3)]))).toBe(false);
    expect(isMp4Video(withMdat(() => Buffer.alloc(0)))).toBe(false);
  });

  it('refuses a movie whose only track is not video (here: the same track marked as sound)', () => {
    const file = Buffer.from(tinyMp4());
    file.write('soun', file.indexOf(Buffer.from('vide')), 'latin1');
    expect(isMp4Video(file)).toBe(false);
  });

  it('refuses QuickTime (brand qt)', () => {
    expect(isMp4Video(tinyMp4({ brand: 'qt  ' }))).toBe(false);
  });
});
