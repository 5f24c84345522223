/**
 * The import graph of src, for the import-cycle test (tests/unit/import-cycles.test.ts) and for a look by
 * hand: `npx depcruise src --output-type err`. Type-only imports count: a cycle of types is still two
 * files that cannot be understood, moved or layered apart.
 */
module.exports = {
  forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
