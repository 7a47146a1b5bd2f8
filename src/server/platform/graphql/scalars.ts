import { GraphQLScalarType, Kind } from 'graphql';

const integer = (name: string, min: number, max: number) => {
  const check = (v: unknown): number => {
    const n = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < min || n > max) {
      throw new TypeError(`${name} must be a whole number from ${min} to ${max}`);
    }
    return n;
  };
  return new GraphQLScalarType({
    name,
    serialize: check,
    parseValue: check,
    parseLiteral(ast) {
      if (ast.kind !== Kind.INT && ast.kind !== Kind.STRING) throw new TypeError(`${name} must be an integer`);
      return check(ast.value);
    },
  });
};

/** 64-bit ids as JSON numbers, limited to the safe-integer range. */
export const Long = integer('Long', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
/** Small codes, 0–255. */
export const Byte = integer('Byte', 0, 255);
