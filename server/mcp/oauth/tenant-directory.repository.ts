import type Database from 'better-sqlite3';

/** What the consent page and the metadata show about the origin's tenant. */
export function createTenantDirectory(db: Database.Database) {
  const name = db.prepare<[string], { name: string }>('SELECT name FROM tenants WHERE id = ?');
  const members = db.prepare<[string], { uid: number; name: string }>(
    'SELECT uid, name FROM members WHERE tenant = ? ORDER BY uid',
  );
  return {
    name(tenant: string): string {
      return name.get(tenant)?.name ?? tenant;
    },
    /** The demo member picker: every member of the tenant. */
    members(tenant: string): { uid: number; name: string }[] {
      return members.all(tenant);
    },
  };
}
export type TenantDirectory = ReturnType<typeof createTenantDirectory>;
