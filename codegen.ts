import type { CodegenConfig } from '@graphql-codegen/cli';

// Types generated from the SDL files (never from a running server): `npm run codegen` writes them;
// `npm test` fails when they are stale (codegen --check).
const config: CodegenConfig = {
  schema: ['src/server/platform/graphql/base.graphql', 'src/server/modules/*/*.graphql'],
  generates: {
    'src/server/platform/graphql/__generated__/schema-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars: { Long: 'number', Byte: 'number' },
        contextType: '../context#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        // Mapped types are imported as `{Name}Model`: the generated file declares its own `Product` etc.
        mapperTypeSuffix: 'Model',
        // Parent types where a use case's value differs from the SDL's shape (paths relative to the
        // generated file); field resolvers fill the differing fields. Every other type is checked as is.
        mappers: {
          // Domain catalog types: JSON-text fields (name_i18n, available_markets, suburbs) are objects here.
          Product: '../../../../domain/types#Product',
          MenuCategory: '../../../../domain/types#MenuCategory',
          OpenTime: '../../../../domain/types#OpenTime',
          // `membership` is an object here, JSON text in the SDL; `theme_color` is read from it.
          BrandMemberInfo: '../../../../domain/contract#BrandMemberInfoView',
          DeliveryZone: '../../../../domain/types#DeliveryZone',
          Poster: '../../../../domain/types#Poster',
          Combo: '../../../../domain/types#Combo',
          SetMenu: '../../../../domain/types#SetMenu',
          // name_i18n / modifier_name_i18n are objects here, JSON text in the SDL (issue 27 item 11).
          Modifier: '../../../../domain/types#Modifier',
          Variant: '../../../../domain/types#Variant',
          OrderSequence: '../../../../domain/types#OrderSequence',
          ComboGroup: '../../../../domain/types#ComboGroup',
          VenueTax: '../../../../domain/types#VenueTax',
          MenuTax: '../../../../domain/types#TaxRate',
          // `variants` is absent (not null) on combo items.
          BundleItem: '../../../../domain/types#BundleItem',
          // Every stored key; the SDL lists the known ones.
          VenueConfig: '../../../../domain/types#VenueConfig',
          Order: '../mappers#OrderParent',
          OrderShipping: '../mappers#StoredJson',
          OrderCustomer: '../mappers#StoredJson',
          CartLine: '../mappers#CartLineParent',
          // `bill` is priced by its field resolver.
          OrderResource: '../../../../domain/contract#TableInfo',
          // Account fields (uid, country, extra, shipping, paycards) are filled by the accounts module's resolvers.
          UserInfo: '../mappers#UserInfoParent',
          Authorization: '../mappers#AuthorizationParent',
          // The card's session fields are resolved for the owner only (issue 26 item 10).
          CustomerInfo: '../mappers#CustomerInfoParent',
        },
      },
    },
    // The islands' operations (.graphql documents beside the code that sends them): their result and
    // variable types only — the browser ships each document as a plain string (`?raw` import), so no
    // GraphQL parser and no document table reach a page. Typed through `api/client.ts` `document()`.
    'src/islands/api/__generated__/operations.ts': {
      documents: ['src/islands/**/*.graphql'],
      plugins: ['typescript-operations'],
      config: {
        scalars: { Long: 'number', Byte: 'number' },
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: true,
        preResolveTypes: true,
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};
export default config;
