import { seedProvider, seedUser } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { uniqueEmail } from '../../../test/users';
import { preparedStatement, preparedStatements } from './prepared-statement';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Stands for a failed use case: the unit of work rolls back. */
class RolledBack extends Error {}

describe('prepared statements run on the executor their repository is bound to', () => {
  it('inside a unit of work they read its uncommitted writes; the pool reads them only after the commit', async () => {
    const provider = await seedProvider(t.database.db, { name: 'Prepared Pantry Cleaning' });
    const byName = (profiles: typeof t.app.repositories.profiles) =>
      profiles.findProviderByVanityName(provider.vanityName.toUpperCase());
    // The pool's statement is built and in use before the transaction starts.
    expect((await byName(t.app.repositories.profiles))?.facebook).toBeNull();
    await expect(
      t.app.unitOfWork(async ({ profiles }) => {
        await profiles.updateSocialLinks(provider.id, { facebook: 'https://facebook.com/pantry' });
        expect((await byName(profiles))?.facebook).toBe('https://facebook.com/pantry');
        expect((await profiles.findProviderById(provider.id))?.facebook).toBe('https://facebook.com/pantry');
        // The pool does not see the transaction's write.
        expect((await byName(t.app.repositories.profiles))?.facebook).toBeNull();
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect((await byName(t.app.repositories.profiles))?.facebook).toBeNull();

    await t.app.unitOfWork(({ profiles }) =>
      profiles.updateSocialLinks(provider.id, { facebook: 'https://facebook.com/pantry' }),
    );
    expect((await byName(t.app.repositories.profiles))?.facebook).toBe('https://facebook.com/pantry');
  });

  it("a user's role comes with the provider: owner, manager, or none", async () => {
    const [owner, manager, stranger] = await Promise.all(
      ['owner', 'manager', 'stranger'].map((prefix) =>
        seedUser(t.database.db, { email: uniqueEmail(prefix), firstName: 'Pat', lastName: 'Lee' }),
      ),
    );
    const provider = await seedProvider(t.database.db, { name: 'Prepared Roles Plumbing', owner: owner!.id });
    await seedProvider(t.database.db, { name: 'Prepared Roles Other', owner: manager!.id, role: 'manager' });
    const managed = await seedProvider(t.database.db, {
      name: 'Prepared Roles Managed',
      owner: manager!.id,
      role: 'manager',
    });
    const { profiles } = t.app.repositories;
    const roleAt = async (ref: { vanityName: string } | { providerId: string }, userId: string) =>
      (await profiles.findProviderWithRole(ref, userId))?.role;
    expect(await roleAt({ vanityName: provider.vanityName }, owner!.id)).toBe('owner');
    expect(await roleAt({ providerId: provider.id }, owner!.id)).toBe('owner');
    expect(await roleAt({ vanityName: managed.vanityName }, manager!.id)).toBe('manager');
    expect(await roleAt({ vanityName: provider.vanityName }, manager!.id)).toBeNull();
    expect(await roleAt({ providerId: provider.id }, stranger!.id)).toBeNull();
    expect(
      await profiles.findProviderWithRole({ vanityName: 'no-such-provider' }, owner!.id),
    ).toBeUndefined();
  });
});

describe('statement names', () => {
  it('one name is one SQL text, whichever executor builds it', () => {
    const fake = (sql: string) => ({ getQuery: () => ({ sql }) });
    expect(preparedStatement('test_same_name', () => fake('select 1'))().getQuery().sql).toBe('select 1');
    // Another repository instance (another executor) may build the same statement again.
    expect(preparedStatement('test_same_name', () => fake('select 1'))().getQuery().sql).toBe('select 1');
    expect(() => preparedStatement('test_same_name', () => fake('select 2'))()).toThrow(
      "The prepared statement name 'test_same_name' is already used for other SQL",
    );
  });

  it('a statement is built once per repository', () => {
    let built = 0;
    const statement = preparedStatement('test_built_once', () => {
      built += 1;
      return { getQuery: () => ({ sql: 'select 1' }) };
    });
    statement();
    statement();
    expect(built).toBe(1);
  });

  it('a family names each of its statements by its key, and builds each once', () => {
    const built: string[] = [];
    const family = preparedStatements('test_family', (key: 'asc' | 'desc', name) => {
      built.push(name);
      return { getQuery: () => ({ sql: `select 1 order by 1 ${key}` }) };
    });
    expect(family('asc').getQuery().sql).toBe('select 1 order by 1 asc');
    expect(family('desc').getQuery().sql).toBe('select 1 order by 1 desc');
    family('asc');
    expect(built).toEqual(['test_family_asc', 'test_family_desc']);
  });
});
