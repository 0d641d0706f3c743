import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Every audit action the server's code records, read from its source: the `action` of each entry given to
 * `recordAudit` or to a module's `audit`, following what an entry is built from (an array, `map` over rows, a
 * variable, a conditional) and the module helpers that prefix an action (`exam.${action}`) to the words their callers
 * pass. What it cannot follow is answered as `unresolved` (file and line), so an action never goes unseen.
 */
export function recordedActions(root: string) {
  const actions = new Map<string, string>();
  const unresolved: string[] = [];
  for (const file of sourceFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!/recordAudit\(|\.audit\(/.test(text)) continue;
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) => `${path.relative(root, file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const calls: ts.CallExpression[] = [];
    const variables = new Map<string, ts.Expression[]>();
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) calls.push(node);
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
        variables.set(node.name.text, [...(variables.get(node.name.text) ?? []), node.initializer]);
      ts.forEachChild(node, visit);
    };
    visit(sf);

    const parameterOf = (id: ts.Identifier) => {
      for (let at: ts.Node | undefined = id.parent; at; at = at.parent)
        if (ts.isFunctionLike(at)) {
          const index = at.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === id.text);
          if (index >= 0) return { fn: at, index };
        }
      return undefined;
    };
    /** The words a parameter is given by the calls of the helper it belongs to (`const audit = (…, action) => …`). */
    const argumentsOf = (id: ts.Identifier): ts.Expression[] | undefined => {
      const param = parameterOf(id);
      const holder = param?.fn.parent;
      if (!param || !holder || !ts.isVariableDeclaration(holder) || !ts.isIdentifier(holder.name)) return undefined;
      const name = holder.name.text;
      return calls.filter((c) => ts.isIdentifier(c.expression) && c.expression.text === name).map((c) => c.arguments[param.index]!);
    };
    const values = (e: ts.Expression): string[] | undefined => {
      if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
      if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) return values(e.expression);
      if (ts.isIdentifier(e)) {
        // A variable's initial values, or the words a helper's parameter is given by its callers.
        const initial = variables.get(e.text)?.map(values) ?? argumentsOf(e)?.map(values);
        return initial?.length && initial.every(Boolean) ? (initial.flat() as string[]) : undefined;
      }
      if (ts.isConditionalExpression(e)) {
        const [a, b] = [values(e.whenTrue), values(e.whenFalse)];
        return a && b ? [...a, ...b] : undefined;
      }
      if (ts.isTemplateExpression(e) && e.templateSpans.length === 1) {
        const [span] = e.templateSpans;
        if (!ts.isIdentifier(span!.expression)) return undefined;
        const given = argumentsOf(span!.expression);
        if (!given?.length) return undefined;
        const words = given.map(values);
        if (words.some((w) => !w)) return undefined;
        return words.flat().map((w) => `${e.head.text}${w}${span!.literal.text}`);
      }
      return undefined;
    };
    /** The entry objects an expression stands for; undefined when it cannot tell. */
    const entries = (e: ts.Expression): ts.ObjectLiteralExpression[] | undefined => {
      if (ts.isObjectLiteralExpression(e)) return [e];
      if (ts.isParenthesizedExpression(e)) return entries(e.expression);
      if (ts.isArrayLiteralExpression(e)) {
        const all = e.elements.map((el) => entries(el as ts.Expression));
        return all.some((a) => !a) ? undefined : (all.flat() as ts.ObjectLiteralExpression[]);
      }
      if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression)) {
        const method = e.expression.name.text;
        const [fn] = e.arguments;
        if (method === 'map' && fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && !ts.isBlock(fn.body))
          return entries(fn.body as ts.Expression);
        if (method === 'slice' || method === 'filter') return entries(e.expression.expression);
      }
      if (ts.isIdentifier(e)) {
        const initial = variables.get(e.text);
        if (initial) {
          const all = initial.map(entries);
          return all.some((a) => !a) ? undefined : (all.flat() as ts.ObjectLiteralExpression[]);
        }
        // A parameter passed on: the wrapper (`audit: (actor, entry) => recordAudit(db, actor, entry)`); its callers count.
        if (parameterOf(e)) return [];
      }
      return undefined;
    };

    for (const call of calls) {
      const callee = call.expression;
      const isAudit =
        (ts.isIdentifier(callee) && callee.text === 'recordAudit') ||
        (ts.isPropertyAccessExpression(callee) && callee.name.text === 'audit');
      const entry = call.arguments.at(-1);
      if (!isAudit || !entry) continue;
      const found = entries(entry);
      if (!found) {
        unresolved.push(where(entry));
        continue;
      }
      for (const object of found) {
        const property = object.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'action');
        const words =
          property && ts.isPropertyAssignment(property)
            ? values(property.initializer)
            : property && ts.isShorthandPropertyAssignment(property)
              ? values(property.name)
              : undefined;
        if (!words) unresolved.push(where(object));
        else for (const word of words) if (!actions.has(word)) actions.set(word, where(property!));
      }
    }
  }
  return { actions, unresolved };
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) yield full;
  }
}
