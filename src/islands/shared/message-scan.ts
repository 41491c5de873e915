/**
 * Finds the message keys a bundle of code shows, from the code itself, so that no list of keys
 * is kept by hand (decision 064). The message generator (./generate-messages.ts) walks a bundle's
 * imports from its entry files and reads, in the code it reaches:
 *
 * - string literals that are dictionary keys ('booking.checkin');
 * - plural stems: a literal that is not a key but whose `.one` and `.other` forms are
 *   ('widget.results.found', given to `plural(t, language, stem, count)`);
 * - members of a key catalogue (`ErrorCode.required` reads 'error.required');
 * - template literals built on a prefix (`cancellation.type.${type}`): their shape
 *   ('cancellation.type.*') is expanded by the explicit table of ./message-templates.ts.
 *
 * The walk goes by what is imported, like a bundler's tree shaking: importing `joinSchema` from
 * a module reads that declaration and what it uses, not the module's other schemas and their
 * codes. A module's statements that are not declarations run on import and are always read.
 * Comments are not code and types carry no texts: a key named only there is not collected.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** What one top-level statement names. */
export type StatementScan = {
  /** The local names it declares ('default' for `export default`). */
  declares: string[];
  keys: string[];
  /** Template literals as shapes: each `${…}` written `*` ('people.*.hint'). */
  shapes: string[];
  /**
   * Dotted literals that are not keys ('widget.results.bed'): the stem a helper puts before a
   * value (`${prefix}.${code}`), expanded when the template table knows the stem's family.
   */
  stems: string[];
  /** The identifiers it uses (locals, imports, globals alike). */
  references: string[];
  /** Relative specifiers it loads with `import()`. */
  dynamicImports: string[];
  /** Runs on import (not a declaration): read whenever the module is. */
  runsOnImport: boolean;
  /** Names a refusal code ('error.room.assigned'): one of the codes the module's rules answer. */
  refusals: boolean;
};

/** An imported binding: the module and the name it exports ('*' for a namespace import). */
export type ImportBinding = { specifier: string; name: string };

export type ModuleScan = {
  statements: StatementScan[];
  /** Local name → the statements declaring it. */
  declaredBy: Map<string, number[]>;
  /** Local name → what it imports, for values (type-only imports left out). */
  imports: Map<string, ImportBinding>;
  /** `import './x.ts'`: run for its effects. */
  effectImports: string[];
  /** Every module imported, for types or values. */
  allImports: string[];
  /** Exported name → local name (`export { a as b }`, `export default a`). */
  exports: Map<string, string>;
  /** Exported name → the binding it passes on (`export { a as b } from './x.ts'`). */
  reExports: Map<string, ImportBinding>;
  /** `export * from './x.ts'`. */
  starExports: string[];
};

export type ScanRules = {
  /** True for a key of the site dictionary. */
  isKey: (text: string) => boolean;
  /** Key catalogues read by member: `ErrorCode.required` → 'error.required'. */
  catalogues: Readonly<Record<string, Readonly<Record<string, string>>>>;
};

const DOTTED = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+$/;

/** The shape of a template literal: its text with every substitution written `*`. */
function shapeOf(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => `*${span.literal.text}`).join('');
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : bindingNames(element.name),
  );
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return (
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind)
  );
}

const relativeSpecifier = (specifier: ts.Expression | undefined): string | null =>
  specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.') ? specifier.text : null;

/** What a statement names: keys, shapes, stems, identifiers and lazy imports. */
function scanStatement(statement: ts.Node, rules: ScanRules, declares: string[], runsOnImport: boolean) {
  const scan: StatementScan = {
    declares,
    keys: [],
    shapes: [],
    stems: [],
    references: [],
    dynamicImports: [],
    runsOnImport,
    refusals: false,
  };
  const addText = (text: string) => {
    if (rules.isKey(text)) scan.keys.push(text);
    else if (rules.isKey(`${text}.one`) && rules.isKey(`${text}.other`)) {
      scan.keys.push(`${text}.one`, `${text}.other`);
    } else if (DOTTED.test(text)) scan.stems.push(text);
  };
  const visit = (node: ts.Node): void => {
    // Types carry no texts: `(typeof KEYS)[number]`, `'a.b' | 'c.d'` in a signature.
    if (node.kind >= ts.SyntaxKind.FirstTypeNode && node.kind <= ts.SyntaxKind.LastTypeNode) return;
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
    // A catalogue's own definition names every key it has: only its uses count.
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text in rules.catalogues)
      return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const specifier = relativeSpecifier(node.arguments[0]);
      if (specifier) scan.dynamicImports.push(specifier);
      return;
    }
    // A quoted property name is a lookup key ({ 'error.date.past': 'widget.search.dates.past' }),
    // not a text: only the value is read.
    if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name)) {
      visit(node.initializer);
      return;
    }
    if (ts.isIdentifier(node)) scan.references.push(node.text);
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) addText(node.text);
    else if (ts.isTemplateExpression(node)) scan.shapes.push(shapeOf(node));
    else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const value = rules.catalogues[node.expression.text]?.[node.name.text];
      if (value !== undefined) addText(value);
    }
    ts.forEachChild(node, visit);
  };
  visit(statement);
  scan.refusals = scan.keys.some((key) => key.startsWith('error.'));
  return scan;
}

/** The statements, imports and exports of one module's source text. */
export function scanModule(source: string, fileName: string, rules: ScanRules): ModuleScan {
  // Comments are not read: skipping their JSDoc parse halves the time of a large folder.
  const options = {
    languageVersion: ts.ScriptTarget.Latest,
    jsDocParsingMode: ts.JSDocParsingMode.ParseNone,
  };
  const file = ts.createSourceFile(fileName, source, options, false, ts.ScriptKind.TSX);
  const module: ModuleScan = {
    statements: [],
    declaredBy: new Map(),
    imports: new Map(),
    effectImports: [],
    allImports: [],
    exports: new Map(),
    reExports: new Map(),
    starExports: [],
  };
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const specifier = relativeSpecifier(statement.moduleSpecifier);
      const clause = statement.importClause;
      if (!specifier) continue;
      if (!clause) module.effectImports.push(specifier);
      module.allImports.push(specifier);
      const bindings = clause?.namedBindings;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) module.imports.set(clause.name.text, { specifier, name: 'default' });
      if (bindings && ts.isNamespaceImport(bindings))
        module.imports.set(bindings.name.text, { specifier, name: '*' });
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (element.isTypeOnly) continue;
          module.imports.set(element.name.text, {
            specifier,
            name: (element.propertyName ?? element.name).text,
          });
        }
      }
      continue;
    }
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const specifier = relativeSpecifier(statement.moduleSpecifier);
      const clause = statement.exportClause;
      if (statement.moduleSpecifier && !specifier) continue;
      if (!clause) {
        if (specifier) module.starExports.push(specifier);
      } else if (ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          if (element.isTypeOnly) continue;
          const local = (element.propertyName ?? element.name).text;
          if (specifier) module.reExports.set(element.name.text, { specifier, name: local });
          else module.exports.set(element.name.text, local);
        }
      }
      continue;
    }
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) continue;
    let declares: string[] = [];
    if (ts.isVariableStatement(statement)) {
      declares = statement.declarationList.declarations.flatMap((declaration) =>
        bindingNames(declaration.name),
      );
    } else if (
      ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isEnumDeclaration(statement)
    ) {
      if (statement.name) declares.push(statement.name.text);
      if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) declares.push('default');
    } else if (ts.isExportAssignment(statement)) {
      declares = ['default'];
    }
    const runsOnImport = declares.length === 0 && !ts.isModuleDeclaration(statement);
    for (const name of declares)
      module.declaredBy.set(name, [...(module.declaredBy.get(name) ?? []), module.statements.length]);
    module.statements.push(scanStatement(statement, rules, declares, runsOnImport));
  }
  return module;
}

const resolved = new Map<string, string | null>();

/** The module file a relative specifier names, or null for what is not TypeScript (css, json, svg). */
export function resolveModule(fromFile: string, specifier: string): string | null {
  const base = resolve(dirname(fromFile), specifier.split('?')[0] ?? specifier);
  let file = resolved.get(base);
  if (file === undefined) {
    file = null;
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
      if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
        file = candidate;
        break;
      }
    }
    resolved.set(base, file);
  }
  return file;
}

export type WalkOptions = {
  /** Follow an `import()` of this module (a lazy part that shares the bundle's texts). */
  followDynamic: (target: string) => boolean;
  /** Modules whose texts are another bundle's: not read, not followed. */
  stopAt: (file: string) => boolean;
  /**
   * Code that imports this module (for types or values) meets the refusals its rules answer: the
   * endpoint's contract or the domain rules of what the code edits, checked again by the server.
   */
  answersRefusals: (file: string) => boolean;
  /** This module's imports are the code's own use, not one contract or rule naming another's. */
  usesRules: (file: string) => boolean;
};

export type GraphScan = {
  keys: Set<string>;
  stems: Set<string>;
  /** Each template shape with the files that build it. */
  shapes: Map<string, string[]>;
  /** The modules read (sorted). */
  files: string[];
};

const ALL = '*';
/** The name asked of a rules module the code imports: the statements naming refusal codes. */
const REFUSALS = '<refusals>';

/**
 * The keys and template shapes of the code reached from `entries` (absolute paths, read whole):
 * of each imported module, the declarations imported and what they use, and its statements
 * that run on import. `read` caches module scans between bundles.
 */
export function scanGraph(
  entries: readonly string[],
  options: WalkOptions,
  read: (file: string) => ModuleScan,
): GraphScan {
  const result: GraphScan = { keys: new Set(), stems: new Set(), shapes: new Map(), files: [] };
  const visited = new Map<string, { names: Set<string>; statements: Set<number> }>();
  const queue: { file: string; name: string }[] = entries.map((file) => ({ file, name: ALL }));
  const request = (from: string, specifier: string, name: string) => {
    const target = resolveModule(from, specifier);
    if (target) queue.push({ file: target, name });
  };

  while (queue.length > 0) {
    const { file, name } = queue.shift() as { file: string; name: string };
    if (options.stopAt(file)) continue;
    const scan = read(file);
    let state = visited.get(file);
    const pending: number[] = [];
    if (!state) {
      state = { names: new Set(), statements: new Set() };
      visited.set(file, state);
      result.files.push(file);
      scan.statements.forEach((statement, index) => {
        if (statement.runsOnImport) pending.push(index);
      });
      for (const specifier of scan.effectImports) request(file, specifier, '');
      if (options.usesRules(file)) {
        for (const specifier of scan.allImports) {
          const target = resolveModule(file, specifier);
          if (target && options.answersRefusals(target)) queue.push({ file: target, name: REFUSALS });
        }
      }
    }
    if (state.names.has(name) || state.names.has(ALL)) {
      if (pending.length === 0) continue;
    }
    state.names.add(name);

    const includeLocal = (local: string) => {
      for (const index of scan.declaredBy.get(local) ?? []) pending.push(index);
      const binding = scan.imports.get(local);
      if (binding) request(file, binding.specifier, binding.name);
    };
    if (name === ALL) {
      scan.statements.forEach((_, index) => {
        pending.push(index);
      });
      for (const [, binding] of scan.reExports) request(file, binding.specifier, binding.name);
      for (const specifier of scan.starExports) request(file, specifier, ALL);
    } else if (name === REFUSALS) {
      scan.statements.forEach((statement, index) => {
        if (statement.refusals) pending.push(index);
      });
    } else if (name !== '') {
      const local = scan.exports.get(name) ?? name;
      const reExport = scan.reExports.get(name);
      const declared = scan.declaredBy.has(local);
      if (reExport) request(file, reExport.specifier, reExport.name);
      else if (declared || scan.imports.has(local)) includeLocal(local);
      else for (const specifier of scan.starExports) request(file, specifier, name);
    }

    while (pending.length > 0) {
      const index = pending.pop() as number;
      if (state.statements.has(index)) continue;
      state.statements.add(index);
      const statement = scan.statements[index] as StatementScan;
      for (const key of statement.keys) result.keys.add(key);
      for (const stem of statement.stems) result.stems.add(stem);
      for (const shape of statement.shapes) {
        const files = result.shapes.get(shape) ?? [];
        if (!files.includes(file)) result.shapes.set(shape, [...files, file]);
      }
      for (const reference of new Set(statement.references)) {
        if (scan.declaredBy.has(reference) || scan.imports.has(reference)) includeLocal(reference);
      }
      for (const specifier of statement.dynamicImports) {
        const target = resolveModule(file, specifier);
        if (target && options.followDynamic(target)) queue.push({ file: target, name: ALL });
      }
    }
  }
  result.files.sort();
  return result;
}

/**
 * The keys a source's string literals name, comments aside, read token by token without parsing
 * (fast enough for a whole folder): for a folder's named source, such as the worker's refusals.
 */
export function literalKeys(source: string, isKey: (text: string) => boolean): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, source);
  const keys: string[] = [];
  // Without a parser the scanner needs two hints: a `}` that closes a template's `${`, and a `/`
  // that starts a regular expression (after anything but a value).
  const braces: ('template' | 'block')[] = [];
  let previous: ts.SyntaxKind = ts.SyntaxKind.Unknown;
  const endsValue = new Set<ts.SyntaxKind>([
    ts.SyntaxKind.Identifier,
    ts.SyntaxKind.NumericLiteral,
    ts.SyntaxKind.StringLiteral,
    ts.SyntaxKind.CloseParenToken,
    ts.SyntaxKind.CloseBracketToken,
    ts.SyntaxKind.ThisKeyword,
  ]);
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.CloseBraceToken && braces.at(-1) === 'template') {
      braces.pop();
      token = scanner.reScanTemplateToken(false);
      if (token === ts.SyntaxKind.TemplateMiddle) braces.push('template');
    } else if (token === ts.SyntaxKind.CloseBraceToken) braces.pop();
    else if (token === ts.SyntaxKind.OpenBraceToken) braces.push('block');
    else if (token === ts.SyntaxKind.TemplateHead) braces.push('template');
    else if (
      (token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken) &&
      !endsValue.has(previous)
    ) {
      token = scanner.reScanSlashToken();
    }
    if (token === ts.SyntaxKind.StringLiteral || token === ts.SyntaxKind.NoSubstitutionTemplateLiteral) {
      const text = scanner.getTokenValue();
      if (isKey(text)) keys.push(text);
    }
    previous = token;
  }
  return keys;
}

/** A module reader that parses each file once. */
export function cachedReader(rules: ScanRules): (file: string) => ModuleScan {
  const cache = new Map<string, ModuleScan>();
  return (file) => {
    let scan = cache.get(file);
    if (!scan) {
      scan = scanModule(readFileSync(file, 'utf8'), file, rules);
      cache.set(file, scan);
    }
    return scan;
  };
}
