/**
 * fast-check arbitraries from the contracts' zod schemas (through their JSON Schema): values
 * shaped like what a client should send, often valid, often just beside the rules.
 */
import fc from 'fast-check';
import { z, type ZodType } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

/** Strings a rule-checker is likely to trip over, beside the ones the schema asks for. */
const trickyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'null',
    'undefined',
    '\u00a0',
    '💥',
    'a'.repeat(300),
    '%00',
    '../..',
    "' OR 1=1 --",
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [];
  if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot walk is covered by the plain strings below.
    }
  }
  if (schema.format === 'email') options.push(fc.emailAddress());
  if (schema.format === 'uuid') options.push(fc.uuid());
  if (schema.format === 'date-time')
    options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  options.push(
    fc.string({
      minLength: schema.minLength ?? 0,
      maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 30, 60)),
    }),
  );
  return fc.oneof({ weight: 4, arbitrary: fc.oneof(...options) }, { weight: 1, arbitrary: trickyString });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000;
  const inRange = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 1, arbitrary: fc.double() });
}

/** An arbitrary of values of the JSON Schema; `depth` keeps odd recursive schemas finite. */
export function fromJsonSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((part) => fromJsonSchema(part, depth + 1)));
  if (schema.allOf?.length) return fromJsonSchema(schema.allOf[0]!, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((one) => fromJsonSchema({ ...schema, type: one }, depth)));
  switch (type[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems)
        return fc.tuple(...schema.prefixItems.map((item) => fromJsonSchema(item, depth + 1)));
      return fc.array(fromJsonSchema(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 8)),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = fromJsonSchema(value, depth + 1);
      const requiredKeys = Object.keys(properties).filter((key) => required.has(key));
      return fc.record(record, { requiredKeys });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Inputs of a contract schema: mostly shaped by the schema (some valid, some just off), and
 * sometimes with a field dropped or replaced by any JSON value.
 */
export function fromZod(schema: ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const shaped = fromJsonSchema(json);
  const bent = fc
    .tuple(shaped, fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }))
    .map(([value, key, other]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return other;
      const keys = Object.keys(value);
      const target = keys.length > 0 ? keys[key.length % keys.length]! : key;
      return { ...value, [target]: key.length % 2 === 0 ? other : undefined };
    });
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: bent });
}
