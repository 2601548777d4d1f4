import { Column, getTableName, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** A field as Drizzle orders a select's fields: where it goes in the row object, and what it is. */
interface OrderedField {
  path: string[];
  field: unknown;
}

/** What a prepared select keeps of its fields and joins (drizzle-orm's PgPreparedQuery). */
interface PreparedSelect {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Step {
  parents: string[];
  key: string;
  decoder: Decoder | null;
  /** A joined table's column (its object is null when the table's first column is). */
  joined: { object: string; table: string } | null;
}

/** An SQL field's decoder (drizzle-orm keeps it on the SQL, untyped). */
const decoderOfSql = (query: SQL) => (query as unknown as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOfSql((field as { sql: SQL }).sql);
}

const passesThrough = (decoder: Decoder) =>
  decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue ||
  decoder.mapFromDriverValue === noopDecoder.mapFromDriverValue;

/**
 * Drizzle's `mapResultRow`, worked out once per statement instead of once per value: which
 * decoder each column takes and which joined table it belongs to. Drizzle asks both of every
 * value of every row, which was a tenth of the app's CPU on a 20-row list (bench/README.md).
 * Same result: row-mapping.test.ts runs statements both ways.
 */
function plannedRowMapper(fields: OrderedField[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  const steps: Step[] = fields.map(({ path, field }) => {
    const decoder = decoderOf(field);
    return {
      parents: path.slice(0, -1),
      key: path[path.length - 1] as string,
      decoder: passesThrough(decoder) ? null : decoder,
      joined:
        joinsNotNullableMap && is(field, Column) && path.length === 2
          ? { object: path[0] as string, table: getTableName(field.table) }
          : null,
    };
  });
  return (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    const nullify: Record<string, string | false> = {};
    for (let index = 0; index < steps.length; index++) {
      const step = steps[index] as Step;
      let node = result;
      for (const parent of step.parents) {
        if (!(parent in node)) node[parent] = {};
        node = node[parent] as Record<string, unknown>;
      }
      const raw = row[index];
      const value = raw === null ? null : step.decoder ? step.decoder.mapFromDriverValue(raw) : raw;
      node[step.key] = value;
      if (step.joined) {
        const { object, table } = step.joined;
        const seen = nullify[object];
        if (seen === undefined) nullify[object] = value === null ? table : false;
        else if (typeof seen === 'string' && seen !== table) nullify[object] = false;
      }
    }
    for (const object in nullify) {
      const table = nullify[object];
      if (typeof table === 'string' && !joinsNotNullableMap?.[table]) result[object] = null;
    }
    return result;
  };
}

/**
 * Gives a prepared select the planned row mapper; any other statement (no fields, or a mapper of
 * its own such as a relational query's) is returned as it is.
 */
export function withPlannedRows<Q extends object>(query: Q): Q {
  const select = query as PreparedSelect;
  if (!select.fields || select.customResultMapper) return query;
  const mapRow = plannedRowMapper(select.fields, select.joinsNotNullableMap);
  select.customResultMapper = (rows) => rows.map(mapRow);
  return query;
}
