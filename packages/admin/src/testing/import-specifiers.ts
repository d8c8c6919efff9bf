/**
 * Tests only: the module specifiers one source file imports, read with TypeScript's parser (already a dev
 * dependency) rather than a regex, so comments, strings and `import()` in a type position cannot fool it.
 * Type-only imports are marked: the compiler erases them, so they load nothing and close no cycle at runtime.
 * An import whose names are used only as types is erased too (verbatimModuleSyntax is off), but telling that
 * needs the type checker; it counts as a real import here, which can only report a cycle too many, never one
 * too few.
 */
import ts from 'typescript';

export interface ImportRef {
  specifier: string;
  /** `import()` loads the module when called: it is a lazy edge, still part of the graph. */
  dynamic: boolean;
  /** `import type`, `export type … from`, or named imports that are all `type`: erased from the output. */
  typeOnly: boolean;
}

const allTypes = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
  elements.length > 0 && elements.every((element) => element.isTypeOnly);

function importTypeOnly(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import './x'`: kept for its side effects
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && named !== undefined && ts.isNamedImports(named) && allTypes(named.elements);
}

function exportTypeOnly(node: ts.ExportDeclaration): boolean {
  const clause = node.exportClause;
  return node.isTypeOnly || (clause !== undefined && ts.isNamedExports(clause) && allTypes(clause.elements));
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (fileName.endsWith('.ts') || fileName.endsWith('.mts')) return ts.ScriptKind.TS;
  return fileName.endsWith('.jsx') ? ts.ScriptKind.JSX : ts.ScriptKind.JS;
}

export function importsOf(fileName: string, source: string): ImportRef[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, scriptKind(fileName));
  const found: ImportRef[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, dynamic: false, typeOnly: importTypeOnly(node) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, dynamic: false, typeOnly: exportTypeOnly(node) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [target] = node.arguments;
      // A computed `import(name)` names no file; the app has none (a glob or a map of literal imports instead).
      if (target && ts.isStringLiteralLike(target))
        found.push({ specifier: target.text, dynamic: true, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
