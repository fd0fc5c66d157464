import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
// The test clock's sentence names a constant header: nothing in it varies from one answer to the next.
const CONSTANT_ONLY = new Set(['http/test-clock.ts']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const hasTemplateValue = (node: ts.Node): boolean =>
  ts.isTemplateExpression(node) || node.getChildren().some(hasTemplateValue);

/** `new AppError(code, \`…${value}…\`, …)` calls that send no params, as "file:line". */
function sentencesWithoutParams(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && node.expression.getText(source) === 'AppError') {
      const [, message, , , params] = node.arguments ?? [];
      const sent = params && params.getText(source) !== 'undefined';
      if (message && hasTemplateValue(message) && !sent) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${path.relative(SOURCE, file)}:${line + 1}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('error params', () => {
  it('come with every AppError whose sentence has values inside, so the web can say it in its language', () => {
    const files = sourceFiles(SOURCE).filter((file) => !CONSTANT_ONLY.has(path.relative(SOURCE, file)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(sentencesWithoutParams)).toEqual([]);
  });
});
