import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { namespaceOfMessage } from './domain/i18n/message-namespace';
import english from './domain/i18n/messages/en/index';
import {
  type FeatureNamespace,
  ROUTE_NAMESPACES,
  type RouteNamespace,
  routeNamespaceOf,
} from './domain/site/route-namespaces';

// Words load by route (docs/decisions/0116): every page gets the first-load namespaces, a
// route adds its own. A component that formats an id of a namespace its route does not load
// shows the id itself to the fan, and the catalogue tests cannot see it (the id exists).
// This check follows the client's imports from each route of src/client/app/app.tsx (and
// from the shell around every route) and fails when a file reachable from one uses an id of
// a namespace that route does not load (docs/decisions/0119).
//
// It reads src/client only: domain modules hold tables shared by every route and the server
// (page titles, preview texts), which a file-level check cannot attribute to one route. What
// they hand a page is covered at run time by src/client/app/every-page-words.test.tsx.

const SRC = dirname(new URL(import.meta.url).pathname);
const ROOT = resolve(SRC, '..');
const APP = 'src/client/app/app.tsx';
const MAIN = 'src/client/main.tsx';
const FIRST_LOAD = 'src/domain/i18n/messages/en/first-load.ts';

const KNOWN_IDS = Object.keys(english);
const KNOWN = new Set(KNOWN_IDS);

const toRepoPath = (full: string) => relative(ROOT, full).split('\\').join('/');

function parse(path: string, code = readFileSync(join(ROOT, path), 'utf8')): ts.SourceFile {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, kind);
}

/** The source file a relative specifier names, or null for packages, styles and JSON. */
function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(join(ROOT, from)), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, base, join(base, 'index.ts'), join(base, 'index.tsx')]
    .filter((c) => /\.tsx?$/.test(c))
    .find((c) => existsSync(c) && statSync(c).isFile());
  return found ? toRepoPath(found) : null;
}

/** The modules a file loads to run: value imports, re-exports and dynamic imports. */
function importsOf(path: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const bindings = node.importClause?.namedBindings;
      const onlyTypes =
        !node.importClause?.name &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(path));
  return found.flatMap((s) => resolveModule(path, s) ?? []);
}

/** Every client file `roots` load, following imports (the domain is not followed, see above). */
function reach(roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (seen.has(path) || !path.startsWith('src/client/')) continue;
    seen.add(path);
    queue.push(...importsOf(path));
  }
  return seen;
}

interface IdUse {
  /** The id, or for an id built at run time the literal prefix it starts with ('home.card.'). */
  id: string;
  line: number;
}

/**
 * The message ids a file names: string literals that are ids, and literal prefixes of ids
 * (`t(\`vote.stars.${n}\`)`, `'home.card.' + key`). Types are skipped: naming an id in a type
 * formats nothing.
 */
function idsUsed(source: ts.SourceFile): IdUse[] {
  const uses: IdUse[] = [];
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const isPrefix = (text: string) =>
    text.includes('.') && text.endsWith('.') && KNOWN_IDS.some((id) => id.startsWith(text));
  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (KNOWN.has(node.text) || isPrefix(node.text))
        uses.push({ id: node.text, line: line(node) });
    } else if (ts.isTemplateExpression(node) && isPrefix(node.head.text)) {
      uses.push({ id: node.head.text, line: line(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** The namespaces every page loads before its first render: what first-load.ts merges. */
function firstLoadNamespaces(code: string): string[] {
  return [...code.matchAll(/from\s+['"]\.\/([\w-]+)\.json['"]/g)].map((m) => m[1]!);
}

interface RouteRoots {
  path: string;
  /** The route namespace its `RouteWords` loads, or null for a route without one (the 404). */
  namespace: RouteNamespace | null;
  files: Set<string>;
}

interface AppWiring {
  routes: RouteRoots[];
  /** What app.tsx renders around every route: the layout, the bell, and what they import. */
  shell: Set<string>;
}

const jsxName = (node: ts.JsxElement | ts.JsxSelfClosingElement) =>
  (ts.isJsxElement(node) ? node.openingElement.tagName : node.tagName).getText();

const attribute = (node: ts.JsxElement | ts.JsxSelfClosingElement, name: string) =>
  (ts.isJsxElement(node) ? node.openingElement : node).attributes.properties.find(
    (a): a is ts.JsxAttribute => ts.isJsxAttribute(a) && a.name.getText() === name,
  );

/**
 * Which modules app.tsx renders inside each `<Route element>` and which around them all.
 * Identifiers are followed through app.tsx's own top-level constants, so a component handed
 * in by a constant (`renderVoteForm`) counts where the constant is used, and a `lazy` page
 * where its route renders it.
 */
function appWiring(path: string, code?: string): AppWiring {
  const source = parse(path, code);
  const imported = new Map<string, string>();
  const constants = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      const target = resolveModule(path, (statement.moduleSpecifier as ts.StringLiteral).text);
      const clause = statement.importClause;
      if (!target || !clause) continue;
      if (clause.name) imported.set(clause.name.text, target);
      if (clause.namedBindings && ts.isNamedImports(clause.namedBindings))
        for (const e of clause.namedBindings.elements)
          if (!e.isTypeOnly) imported.set(e.name.text, target);
    }
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer) constants.set(d.name.text, d.initializer);
  }

  /** The modules `node` uses, skipping the subtrees `skip` says to. */
  const modulesOf = (node: ts.Node, skip: (n: ts.Node) => boolean = () => false) => {
    const files = new Set<string>();
    const followed = new Set<string>();
    const visit = (n: ts.Node): void => {
      if (skip(n)) return;
      if (ts.isIdentifier(n)) {
        const file = imported.get(n.text);
        if (file) files.add(file);
        const constant = constants.get(n.text);
        if (constant && !followed.has(n.text)) {
          followed.add(n.text);
          visit(constant);
        }
      }
      if (
        ts.isCallExpression(n) &&
        n.expression.kind === ts.SyntaxKind.ImportKeyword &&
        n.arguments[0] &&
        ts.isStringLiteral(n.arguments[0])
      ) {
        const file = resolveModule(path, n.arguments[0].text);
        if (file) files.add(file);
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    return files;
  };

  const routes: RouteRoots[] = [];
  const elements = new Set<ts.Node>();
  const findRoutes = (node: ts.Node): void => {
    if ((ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) && jsxName(node) === 'Route') {
      const element = attribute(node, 'element')?.initializer;
      const routePath = attribute(node, 'path')?.initializer;
      // Every route's element is a route's, not the shell's; one whose path is computed
      // (a sport's home, `sportHomePath(other)`) renders an element a literal route has.
      if (element) elements.add(element);
      if (element && routePath && ts.isStringLiteral(routePath)) {
        let namespace: RouteNamespace | null = null;
        const read = new Set<string>();
        const findWords = (n: ts.Node): void => {
          // An element handed in by a constant (`element={homeElement}`) is read there.
          if (ts.isIdentifier(n) && constants.has(n.text)) {
            if (!read.has(n.text)) {
              read.add(n.text);
              findWords(constants.get(n.text)!);
            }
            return;
          }
          if (
            (ts.isJsxElement(n) || ts.isJsxSelfClosingElement(n)) &&
            jsxName(n) === 'RouteWords'
          ) {
            const value = attribute(n, 'namespace')?.initializer;
            if (value && ts.isStringLiteral(value)) namespace = value.text as RouteNamespace;
          }
          ts.forEachChild(n, findWords);
        };
        findWords(element);
        routes.push({ path: routePath.text, namespace, files: modulesOf(element) });
      }
    }
    ts.forEachChild(node, findRoutes);
  };
  findRoutes(source);

  // The shell starts from what app.tsx exports (the App component), not from every
  // constant in the file: a constant only a route uses belongs to that route.
  const exported = source.statements.filter((s) =>
    ts.canHaveModifiers(s)
      ? ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false,
  );
  const shell = new Set<string>();
  for (const s of exported) for (const f of modulesOf(s, (n) => elements.has(n))) shell.add(f);
  return { routes, shell };
}

interface Violation {
  file: string;
  line: number;
  id: string;
}

const usesByFile = new Map<string, IdUse[]>();
const usesOf = (file: string) => {
  if (!usesByFile.has(file)) usesByFile.set(file, idsUsed(parse(file)));
  return usesByFile.get(file)!;
};

/**
 * The files that may name a feature's words, which load on its first use on any route
 * (FEATURE_NAMESPACES): each says them only once they are in. The bell shows a note once its
 * notes' words have arrived (asked for on the tap); the vote form's own chunk
 * (load-vote-form.ts) arrives with its words, and its answers are the domain's
 * (voting/vote-errors.ts), said by the form.
 */
const VOTE_FORM_CHUNK = 'src/client/features/vote-form/vote-form.tsx';
const featureWordFiles = (shell: ReadonlySet<string>): Record<FeatureNamespace, string[]> => ({
  bellNotes: ['src/client/features/alerts/bell-messages.ts'],
  // Each waits for its words itself (`use(wordsReady(…))`), inside its own code's chunk.
  menu: ['src/client/features/chrome/slide-out-menu.tsx'],
  installOffer: ['src/client/features/install/install-offer-panel.tsx'],
  voteForm: [...reach([VOTE_FORM_CHUNK])].filter(
    (file) => file.startsWith('src/client/features/vote-form/') && !shell.has(file),
  ),
});

const mayUse = (file: string, namespace: string, loaded: readonly string[]) =>
  loaded.includes(namespace) ||
  (FEATURE_WORD_FILES[namespace as FeatureNamespace]?.includes(file) ?? false);

function violations(files: Iterable<string>, loaded: readonly string[]): Violation[] {
  return [...files].sort().flatMap((file) =>
    usesOf(file)
      .filter((use) => !mayUse(file, namespaceOfMessage(use.id), loaded))
      .map((use) => ({ file, ...use })),
  );
}

const describeViolation = (where: string, loaded: readonly string[]) => (v: Violation) =>
  `${v.file}:${v.line} uses ${v.id} on ${where}, which loads only ${loaded.join(', ')}`;

const FIRST = firstLoadNamespaces(readFileSync(join(ROOT, FIRST_LOAD), 'utf8'));
const wiring = appWiring(APP);
/**
 * Loaders of a route's code that main.tsx calls before the first render when the page opens
 * on that route (so the code arrives beside its words): what they load renders only where
 * the route's elements use them, and is checked there.
 */
const OPENING_ROUTE_LOADERS = ['src/client/app/home-chunk.ts'];
// main.tsx renders App and starts the page; what else it imports runs on every page.
const mainImports = importsOf(MAIN).filter((f) => f !== APP && !OPENING_ROUTE_LOADERS.includes(f));
const shellFiles = reach([...wiring.shell, ...mainImports]);
shellFiles.add(APP);
shellFiles.add(MAIN);
const FEATURE_WORD_FILES = featureWordFiles(shellFiles);

describe('the message namespace scanner', () => {
  it('finds ids and id prefixes in code, not in types or other strings', () => {
    const code = [
      "t('common.loading');",
      "formatRich(t, 'pages.install.ios.add', {});",
      `t(\`vote.factorHint.\${factor}\`);`,
      "const key = 'home.card.' + part;",
      "type Id = Extract<MessageId, 'explorer.title'>;",
      "const host = 'home.arpa';",
      "const file = 'common.json';",
    ].join('\n');
    const ids = idsUsed(parse('x.ts', code)).map((u) => u.id);
    expect(ids).toEqual([
      'common.loading',
      'pages.install.ios.add',
      'vote.factorHint.',
      'home.card.',
    ]);
  });

  it('reads which namespaces load first from first-load.ts', () => {
    expect(
      firstLoadNamespaces("import common from './common.json';\nimport vote from './vote.json';"),
    ).toEqual(['common', 'vote']);
  });

  it("tells a route's modules from the shell's, through constants and lazy imports", () => {
    const code = [
      "import { Layout } from './layout';",
      "import { RouteWords } from '../i18n/route-words';",
      "import { VoteForm } from '../features/vote-form/vote-form';",
      "import { HomePage } from '../features/home/home-page';",
      "const Explorer = lazy(() => import('../features/explorer/explorer-page'));",
      'const renderVoteForm = () => <VoteForm />;',
      'export function App() {',
      '  return <Layout><Routes>',
      '    <Route path="/" element={<RouteWords namespace="home"><HomePage render={renderVoteForm} /></RouteWords>} />',
      '    <Route path="/all-races" element={<RouteWords namespace="explorer"><Explorer /></RouteWords>} />',
      '  </Routes></Layout>;',
      '}',
    ].join('\n');
    const { routes, shell } = appWiring(APP, code);
    expect([...shell]).toEqual(['src/client/app/layout.tsx']);
    expect(routes.map((r) => [r.path, r.namespace, [...r.files].sort()])).toEqual([
      [
        '/',
        'home',
        [
          'src/client/features/home/home-page.tsx',
          'src/client/features/vote-form/vote-form.tsx',
          'src/client/i18n/route-words.tsx',
        ],
      ],
      [
        '/all-races',
        'explorer',
        ['src/client/features/explorer/explorer-page.tsx', 'src/client/i18n/route-words.tsx'],
      ],
    ]);
  });

  it('reports an id of a namespace the page does not load, and passes one it does', () => {
    const footer = 'src/client/features/chrome/site-footer.tsx';
    expect(violations([footer], ['common', 'vote', 'install'])).toEqual([]);
    // Whatever the footer uses today, it uses common's words; without common it must fail.
    expect(violations([footer], ['vote', 'install']).length).toBeGreaterThan(0);
  });

  it("tells the site's own pages apart though their ids share 'pages.'", () => {
    const install = 'src/client/features/install/install-page.tsx';
    expect(violations([install], ['common', 'vote', 'install'])).toEqual([]);
    expect(violations([install], ['common', 'vote', 'support']).length).toBeGreaterThan(0);
    const legal = 'src/client/features/legal/privacy-policy.tsx';
    expect(violations([legal], ['common', 'vote', 'legal'])).toEqual([]);
    expect(violations([legal], ['common', 'vote', 'install']).length).toBeGreaterThan(0);
    // An id built from 'pages.' alone could be any page's: no route's words hold it.
    const uses = idsUsed(parse('x.ts', `t(\`pages.\${page}.title\`);`));
    expect(uses.map((use) => namespaceOfMessage(use.id))).toEqual(['pages']);
  });

  it('sees every route of the app, the shell around them and the first-load namespaces', () => {
    expect(FIRST).toEqual(['common', 'vote']);
    expect(new Set(wiring.routes.map((r) => r.namespace))).toEqual(
      new Set([...ROUTE_NAMESPACES, null]),
    );
    expect(shellFiles).toContain('src/client/app/layout.tsx');
    expect(shellFiles).toContain('src/client/features/install/install-offer-banner.tsx');
    expect(shellFiles).toContain('src/client/features/alerts/notification-bell.tsx');
    expect(shellFiles).not.toContain('src/client/features/home/home-page.tsx');
  });

  it("lets a feature's words be named only by the files that wait for them", () => {
    const phrases = 'src/client/features/vote-form/loading-phrases.ts';
    const firstStep = 'src/client/features/vote-form/vote-form-first-step.tsx';
    expect(FEATURE_WORD_FILES.voteForm).toContain(phrases);
    // The form's first step is drawn before its code and words arrive.
    expect(FEATURE_WORD_FILES.voteForm).not.toContain(firstStep);
    expect(violations([phrases], ['common', 'vote', 'home'])).toEqual([]);
    expect(violations([firstStep], ['common', 'vote', 'home'])).toEqual([]);
    const bell = 'src/client/features/alerts/notification-bell.tsx';
    const code = "t('common.bell.note.on'); t('vote.error.other');";
    usesByFile.set(bell, idsUsed(parse(bell, code)));
    try {
      expect(violations([bell], ['common', 'vote']).map((v) => v.id)).toEqual([
        'common.bell.note.on',
        'vote.error.other',
      ]);
    } finally {
      usesByFile.delete(bell);
    }
  });
});

describe('words by route', () => {
  it('loads the same namespaces in every language before the first render', () => {
    for (const language of ['es', 'pt-BR', 'fr', 'de', 'it', 'nl', 'ja'])
      expect(
        firstLoadNamespaces(
          readFileSync(join(ROOT, FIRST_LOAD.replace('/en/', `/${language}/`)), 'utf8'),
        ),
      ).toEqual(FIRST);
  });

  it("loads each route's words before its first render when a page opens on it", () => {
    for (const route of wiring.routes) {
      if (route.path === '*') continue;
      expect([route.path, routeNamespaceOf(route.path.replace(/:\w+/g, 'x'))]).toEqual([
        route.path,
        route.namespace,
      ]);
    }
  });

  it('renders around every page only words of the namespaces every page loads', () => {
    const found = violations(shellFiles, FIRST);
    expect(found.map(describeViolation('every page (the shell)', FIRST))).toEqual([]);
  });

  it('renders on each route only words of the namespaces that route loads', () => {
    const found = wiring.routes.flatMap((route) => {
      const loaded = route.namespace ? [...FIRST, route.namespace] : FIRST;
      const files = [...reach(route.files)].filter((f) => !shellFiles.has(f));
      return violations(files, loaded).map(describeViolation(`the route ${route.path}`, loaded));
    });
    expect(found).toEqual([]);
  });
});
