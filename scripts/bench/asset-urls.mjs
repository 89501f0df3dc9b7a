// `npm run bench` loads the route table (client/routes.tsx) in Node, through
// tsx, to ask which chunks each page needs; a page module that imports an
// asset's URL the Vite way (`../icons.svg?url`, client/components/icon.tsx)
// would stop Node's loader. The bench never renders, so such an import
// loads as its source path, as Vite's dev server would serve it (a load
// hook: tsx resolves the specifier first and drops the query).
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
export async function load(url, context, next) {
  const asset = /^file:.*\\.svg(\\?url)?$/.exec(url);
  if (!asset) return next(url, context);
  const file = new URL(url.replace(/\\?url$/, ''));
  return { format: 'module', source: 'export default ' + JSON.stringify(file.pathname), shortCircuit: true };
}
`),
);
