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

/** A nested object of the row (`project` in `{ project: { id } }`): where it hangs and under which key. */
interface Container {
  parent: number;
  key: string;
}

interface Step {
  /** The containers this column is the first to fill, created before it, outermost first. */
  creates: number[];
  /** Index of the object the value goes in: 0 is the row itself. */
  container: number;
  key: string;
  decoder: Decoder | null;
  /** A joined table's column: its object (an index into the row's joined objects) and table. */
  joined: { object: number; table: string } | null;
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
 * decoder each column takes, which nested object it goes in and which joined table it belongs
 * to. Drizzle asks all three of every value of every row, which was a tenth of the app's CPU on a
 * 20-row list (bench/README.md). Same result, keys in the same order: row-mapping.test.ts runs
 * statements both ways.
 */
function plannedRowMapper(fields: OrderedField[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  const containers: Container[] = [{ parent: -1, key: '' }];
  const containerAt = new Map<string, number>([['', 0]]);
  const joinedObjects: string[] = [];
  const steps: Step[] = fields.map(({ path, field }) => {
    const creates: number[] = [];
    let container = 0;
    for (let depth = 1; depth < path.length; depth++) {
      const at = path.slice(0, depth).join('\u0000');
      let index = containerAt.get(at);
      if (index === undefined) {
        index = containers.push({ parent: container, key: path[depth - 1] as string }) - 1;
        containerAt.set(at, index);
        creates.push(index);
      }
      container = index;
    }
    const decoder = decoderOf(field);
    let joined: Step['joined'] = null;
    if (joinsNotNullableMap && is(field, Column) && path.length === 2) {
      const object = path[0] as string;
      if (!joinedObjects.includes(object)) joinedObjects.push(object);
      joined = { object: joinedObjects.indexOf(object), table: getTableName(field.table) };
    }
    return {
      creates,
      container,
      key: path[path.length - 1] as string,
      decoder: passesThrough(decoder) ? null : decoder,
      joined,
    };
  });
  return (row: unknown[]) => {
    const nodes: Record<string, unknown>[] = new Array(containers.length);
    const result: Record<string, unknown> = {};
    nodes[0] = result;
    // Per joined object: undefined until its first column, then the table whose first column was
    // null (the object may be null), or false (it is not).
    const nullify: (string | false | undefined)[] = new Array(joinedObjects.length);
    for (let index = 0; index < steps.length; index++) {
      const step = steps[index] as Step;
      for (const created of step.creates) {
        const { parent, key } = containers[created] as Container;
        const node = {};
        nodes[created] = node;
        (nodes[parent] as Record<string, unknown>)[key] = node;
      }
      const raw = row[index];
      const value = raw === null ? null : step.decoder ? step.decoder.mapFromDriverValue(raw) : raw;
      (nodes[step.container] as Record<string, unknown>)[step.key] = value;
      if (step.joined) {
        const { object, table } = step.joined;
        const seen = nullify[object];
        if (seen === undefined) nullify[object] = value === null ? table : false;
        else if (typeof seen === 'string' && seen !== table) nullify[object] = false;
      }
    }
    for (let object = 0; object < joinedObjects.length; object++) {
      const table = nullify[object];
      if (typeof table === 'string' && !joinsNotNullableMap?.[table])
        result[joinedObjects[object] as string] = null;
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
