// @ts-check
/**
 * ESLint rule `lobby/no-top-level-await`: no `await` (nor `for await`) outside a function in
 * the web app. A module that awaits at its top level holds every module importing it until it
 * settles; when the bundler splits two chunks that import each other (the first-load entry and
 * the play chunk did, last session), each waits on the other and the page stays blank.
 * Load lazily with import() inside a function instead.
 */

const functionTypes = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
]);

/** @type {import('eslint').Rule.RuleModule} */
export const noTopLevelAwait = {
  meta: {
    type: 'problem',
    docs: { description: 'no await outside a function (it can deadlock split chunks)' },
    messages: {
      topLevel:
        'No top-level await in the web app: it holds every importer and can deadlock chunks ' +
        'that import each other. Await inside a function (lazy import()).',
    },
    schema: [],
  },
  create(context) {
    /** @param {import('estree').Node} node */
    const check = (node) => {
      const ancestors = context.sourceCode.getAncestors(node);
      if (!ancestors.some((ancestor) => functionTypes.has(ancestor.type))) {
        context.report({ node, messageId: 'topLevel' });
      }
    };
    return {
      AwaitExpression: check,
      /** @param {import('estree').ForOfStatement} node */
      ForOfStatement: (node) => {
        if (node.await) check(node);
      },
    };
  },
};

/** The rules as an ESLint plugin. */
export const lobbyWebLintPlugin = { rules: { 'no-top-level-await': noTopLevelAwait } };
