// An island in a server-rendered page: a container the browser hydrates as
// a root of its own (client/islands/hydrate.ts), its props written beside
// it as JSON in a <script type="application/json"> (not executed, so the
// CSP's script-src 'self' holds). The page's render leaves a slot in the
// container; the server fills it with the island rendered as its own root
// (renderIslandHtml), so React's ids inside it are those the browser's root
// makes, whatever the island's place in the page.
import { createContext, useContext, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { safeJson } from '../head';
import type { AppData } from '../../shared/ssr-data';
import { IslandFrame } from './island-frame';
import { loadedIsland, type IslandName, type IslandProps } from './registry';

/**
 * When the island hydrates. 'interaction': on the first pointer, focus, key
 * or input inside it (anything on the first screen, so the first view loads
 * no React); 'visible': once it nears the viewport; 'idle': once the browser
 * is idle.
 */
export type IslandWhen = 'interaction' | 'visible' | 'idle';

interface IslandEntry {
  name: IslandName;
  props: Record<string, unknown>;
  prefix: string;
}

/** One render's islands, in the order their slots appear. */
export class IslandCollector {
  readonly entries: IslandEntry[] = [];
  private readonly byKey = new Map<string, number>();
  add(key: string, name: IslandName, props: Record<string, unknown>): number {
    let index = this.byKey.get(key);
    if (index === undefined) {
      index = this.entries.length;
      this.entries.push({ name, props, prefix: `${name.replace(/-/g, '')}${index}-` });
      this.byKey.set(key, index);
    }
    return index;
  }
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

interface Props<N extends IslandName> {
  name: N;
  props: IslandProps<N>;
  when?: IslandWhen;
  className?: string;
}

export function Island<N extends IslandName>({ name, props, when = 'interaction', className }: Props<N>) {
  const collector = useContext(IslandCollectorContext);
  const key = useId();
  if (!collector) throw new Error('<Island> is rendered by the server entry only');
  const index = collector.add(key, name, props as Record<string, unknown>);
  const { prefix } = collector.entries[index]!;
  return (
    <>
      <div className={className} data-island={name} data-when={when} data-prefix={prefix}>
        <template data-island-slot={index} />
      </div>
      <script
        type="application/json"
        data-island-props={prefix}
        dangerouslySetInnerHTML={{ __html: safeJson(props) }}
      />
    </>
  );
}

/** One island's HTML, rendered as the root the browser hydrates. */
export function renderIslandHtml(entry: IslandEntry, data: AppData, url: string): string {
  const Component = loadedIsland(entry.name);
  return renderToString(
    <IslandFrame data={data} url={url}>
      <Component {...entry.props} />
    </IslandFrame>,
    { identifierPrefix: entry.prefix },
  );
}

const SLOT = /<template data-island-slot="(\d+)"><\/template>/g;
const SLOT_START = '<template data-island-slot="';

/**
 * Fills the page's island slots as its HTML streams by: a slot split
 * between two chunks waits for the rest of it.
 */
export function islandSlots(collector: IslandCollector, data: AppData, url: string): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  const fill = (html: string) =>
    html.replace(SLOT, (_, n: string) => {
      const entry = collector.entries[Number(n)];
      if (!entry) throw new Error(`no island for slot ${n}`);
      return renderIslandHtml(entry, data, url);
    });
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      try {
        let text = fill(pending + decoder.write(chunk));
        pending = '';
        // Hold back what may be the start of a slot the next chunk completes.
        const open = text.lastIndexOf(SLOT_START);
        let cut = open >= 0 && !text.includes('</template>', open) ? open : -1;
        if (cut < 0) {
          const lt = text.lastIndexOf('<');
          if (lt >= 0 && SLOT_START.startsWith(text.slice(lt))) cut = lt;
        }
        if (cut >= 0) {
          pending = text.slice(cut);
          text = text.slice(0, cut);
        }
        done(null, text);
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        done(null, fill(pending + decoder.end()));
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
