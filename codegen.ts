import type { CodegenConfig } from '@graphql-codegen/cli';

// Types generated from the SDL files (never from a running server): `npm run codegen` writes them;
// `npm test` fails when they are stale (codegen --check).
const config: CodegenConfig = {
  schema: 'src/server/graphql/schema/*.graphql',
  generates: {
    'src/server/graphql/__generated__/schema-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars: { Long: 'number', Byte: 'number' },
        contextType: '../context#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};
export default config;
