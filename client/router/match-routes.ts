// Route matching with react-router 7's rules, for the flat table in
// client/routes.tsx: `/static`, `/:param`, `/:optional?`, a trailing `/*`
// and `*`. Case-insensitive, trailing slashes ignored, the path
// percent-decoded per segment; the most specific pattern wins (static
// segment 10, param 3, empty 1, splat -2, plus one per segment), ties go
// to the earlier route. Shared by the server (status, head, cache key) and
// the browser (which page to render).

export interface RouteObject {
  path: string;
  element?: unknown;
}

export interface RouteMatch<R extends RouteObject> {
  route: R;
  params: Record<string, string | undefined>;
}

interface Branch<R> {
  route: R;
  score: number;
  order: number;
  matcher: RegExp;
  names: { name: string; optional: boolean }[];
}

const PARAM = /^:[\w-]+\??$/;

/** `/a/:b?/c` stands for `/a/:b/c` and `/a/c`, each ranked on its own. */
function explode(path: string): string[] {
  const [first = '', ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const tails = explode(rest.join('/'));
  const out = tails.map((t) => (t === '' ? required : `${required}/${t}`));
  if (optional) out.push(...tails);
  return out.map((p) => (path.startsWith('/') && p === '' ? '/' : p));
}

function score(path: string): number {
  const segments = path.split('/');
  let n = segments.length + (segments.includes('*') ? -2 : 0);
  for (const s of segments) if (s !== '*') n += PARAM.test(s) ? 3 : s === '' ? 1 : 10;
  return n;
}

function compile(path: string): Pick<Branch<never>, 'matcher' | 'names'> {
  const names: Branch<never>['names'] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_m, name: string, optional?: string) => {
        names.push({ name, optional: optional != null });
        return optional ? '(?:/([^\\/]*))?' : '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push({ name: '*', optional: false });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  return { matcher: new RegExp(source, 'i'), names };
}

const ranked = new WeakMap<readonly RouteObject[], Branch<RouteObject>[]>();

function branchesOf<R extends RouteObject>(routes: readonly R[]): Branch<R>[] {
  let branches = ranked.get(routes) as Branch<R>[] | undefined;
  if (!branches) {
    branches = routes.flatMap((route, order) => explode(route.path).map((p) => ({ route, order, score: score(p), ...compile(p) })));
    // Array.prototype.sort is stable; equal scores keep the table's order.
    branches.sort((a, b) => b.score - a.score || a.order - b.order);
    ranked.set(routes, branches);
  }
  return branches;
}

function decodePath(value: string): string {
  try {
    return value
      .split('/')
      .map((v) => decodeURIComponent(v).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return value; // a malformed escape: match the raw path, as react-router does
  }
}

/** The route a pathname shows, with its params; null when nothing matches. */
export function matchRoutes<R extends RouteObject>(routes: readonly R[], pathname: string): RouteMatch<R> | null {
  const decoded = decodePath(pathname || '/');
  for (const b of branchesOf(routes)) {
    const m = b.matcher.exec(decoded);
    if (!m) continue;
    const params: Record<string, string | undefined> = {};
    b.names.forEach(({ name, optional }, i) => {
      const value = m[i + 1];
      params[name] = optional && !value ? undefined : (value ?? '').replace(/%2F/g, '/');
    });
    return { route: b.route, params };
  }
  return null;
}
