/**
 * Build plugin: `<link rel="modulepreload">` in index.html for the chunks the first screen of a cold visit needs —
 * the login page and the default locale's entry dictionary — which the app otherwise asks for only after its main
 * script has run (a request chain of three round trips before the first paint). A signed-in visitor opening
 * another screen fetches these few KB for nothing; the login screen, the common cold start, paints sooner.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** Modules (ends of their paths) whose chunks, with everything they import, the HTML preloads. */
export const FIRST_SCREEN = ['/src/pages/login.tsx', '/src/locales/zh-CN/entry.json'];

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** `base`: the URL the build is served under (Vite's `base`). */
export function preloadFirstScreen(base: string): Plugin {
  return {
    name: 'soundboard-preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((item): item is ChunkLike & typeof item => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk as unknown as ChunkLike]));
        const wanted = new Set<string>();
        const visit = (fileName: string) => {
          if (wanted.has(fileName)) return;
          wanted.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const end of FIRST_SCREEN) {
          const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(end));
          if (!chunk) throw new Error(`preload-first-screen: no chunk for ${end}`);
          visit(chunk.fileName);
        }
        const tags: HtmlTagDescriptor[] = [];
        for (const fileName of wanted) {
          if (html.includes(fileName)) continue;
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head',
          });
          for (const css of byFile.get(fileName)?.viteMetadata?.importedCss ?? []) {
            if (!html.includes(css))
              tags.push({
                tag: 'link',
                attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${css}` },
                injectTo: 'head',
              });
          }
        }
        return tags;
      },
    },
  };
}
