import { describe, expect, it } from 'vitest';
import { checkLoginPassword, dummyPasswordHash, hashPassword } from './passwords';

/** A verifier that records the hashes it was asked about and answers `answer`. */
function recordingVerifier(answer: boolean) {
  const hashes: string[] = [];
  const verifyWith = async (passwordHash: string) => {
    hashes.push(passwordHash);
    return answer;
  };
  return { hashes, verifyWith };
}

/** 'argon2id$v=19$m=19456,t=2,p=1': what decides how long a verification takes. */
const costOf = (passwordHash: string) => passwordHash.split('$').slice(1, 4).join('$');

describe('checkLoginPassword', () => {
  it('verifies once against the dummy hash when there is no account, and never says yes', async () => {
    const { hashes, verifyWith } = recordingVerifier(true);
    expect(await checkLoginPassword(undefined, 'correct horse battery', verifyWith)).toBe(false);
    expect(hashes).toEqual([await dummyPasswordHash()]);
  });

  it('verifies a known account against its own hash', async () => {
    const own = await hashPassword('correct horse battery');
    const { hashes, verifyWith } = recordingVerifier(true);
    expect(await checkLoginPassword(own, 'correct horse battery', verifyWith)).toBe(true);
    expect(hashes).toEqual([own]);
    expect(await checkLoginPassword(own, 'correct horse battery')).toBe(true);
    expect(await checkLoginPassword(own, 'wrong password')).toBe(false);
  });

  it('the dummy hash costs what a real one does: same algorithm and parameters', async () => {
    expect(costOf(await dummyPasswordHash())).toBe(costOf(await hashPassword('anything at all')));
    expect(await dummyPasswordHash()).toMatch(/^\$argon2id\$/);
  });
});
