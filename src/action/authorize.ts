// One check for every privileged action. Allowed only when the collaborator permission API returns
// both `permission` and `role_name` in {admin, maintain, write}; errors and anything else deny.
import type { GitHubPort } from '../github/port.js';

const allowed = new Set(['admin', 'maintain', 'write']);

export interface Authorisation {
  allowed: boolean;
  user: string;
  permission: string;
  roleName: string;
  /** Why the lookup failed, when it did. */
  error?: string;
}

/** Cached per event: build one per run. */
export function authorizer(port: GitHubPort): (user: string) => Promise<Authorisation> {
  const cache = new Map<string, Promise<Authorisation>>();
  const lookup = async (user: string): Promise<Authorisation> => {
    if (!user || user.endsWith('[bot]')) return { allowed: false, user, permission: 'none', roleName: 'bot' };
    try {
      const p = await port.getPermission(user);
      return { allowed: allowed.has(p.permission) && allowed.has(p.roleName), user, ...p };
    } catch (e) {
      return {
        allowed: false,
        user,
        permission: 'unknown',
        roleName: 'unknown',
        error: (e as Error).message,
      };
    }
  };
  return (user) => {
    let hit = cache.get(user);
    if (!hit) cache.set(user, (hit = lookup(user)));
    return hit;
  };
}
