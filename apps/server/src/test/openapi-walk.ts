import { type Permission, ROLE_PERMISSIONS } from '@kazi/shared/auth/permissions';
import { ROLES } from '@kazi/shared/auth/roles';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../http/access.ts';
import type { Caller } from './routes.ts';

/** The part of JSON Schema the OpenAPI document uses for requests. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  enum?: unknown[];
  description?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema: JsonSchema;
}

export interface Operation {
  /** `PATCH` */
  method: string;
  /** Fastify's form, `/api/projects/:id/`, as the route table and fillPath use. */
  url: string;
  access: Access;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation declares one. */
  body: JsonSchema | null;
  multipart: boolean;
  /** Documented response statuses. */
  statuses: Set<number>;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

/** Every operation of the app's OpenAPI document, with its route's access. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };
  const access = new Map(app.routeTable.map((route) => [`${route.method} ${route.url}`, route.access]));
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): Operation => {
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      const key = `${method.toUpperCase()} ${url}`;
      const declared = access.get(key);
      if (!declared) throw new Error(`${key} is documented but not in the route table`);
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        url,
        access: declared,
        parameters: operation.parameters ?? [],
        body: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content,
        statuses: new Set(Object.keys(operation.responses).map(Number)),
      };
    }),
  );
}

/** A role that gets past the route's access check (admin where several do). */
export function callerFor(access: Access): Caller {
  if (access === 'public') return 'anonymous';
  if (access === 'signed-in') return 'admin';
  const role = ROLES.find((r) => (ROLE_PERMISSIONS[r] as readonly Permission[]).includes(access));
  if (!role) throw new Error(`No role holds ${access}`);
  return role;
}

export type FieldPath = (string | number)[];
export interface Leaf {
  path: FieldPath;
  schema: JsonSchema;
}

/** Every leaf field of a body schema: nested objects by key, arrays by their first item. */
export function leavesOf(schema: JsonSchema, path: FieldPath = []): Leaf[] {
  const branches = (schema.anyOf ?? schema.oneOf)?.filter((branch) => branch.type !== 'null');
  if (branches) {
    const seen = new Map<string, Leaf>();
    for (const leaf of branches.flatMap((branch) => leavesOf(branch, path))) {
      seen.set(leaf.path.join('.'), seen.get(leaf.path.join('.')) ?? leaf);
    }
    return [...seen.values()];
  }
  if (schema.properties && path.length < 6) {
    return Object.entries(schema.properties).flatMap(([key, child]) => leavesOf(child, [...path, key]));
  }
  if (schema.items && path.length < 6) return leavesOf(schema.items, [...path, 0]);
  return [{ path, schema }];
}

/** `['change_log', 'reason']`, 'x' → `{ change_log: { reason: 'x' } }`; indexes make arrays. */
export function nest(path: FieldPath, value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => {
    if (typeof key === 'number') {
      const list: unknown[] = [];
      list[key] = inner;
      return list;
    }
    return { [key]: inner };
  }, value);
}

/** `['documents', 0, 'title']` → `documents[0][title]` (multipart's nested keys). */
export const multipartName = (path: FieldPath) =>
  path.map((key, index) => (index === 0 ? String(key) : `[${key}]`)).join('');

/** A fingerprint of every table's rows, but sessions and throttling rows (they move on each request). */
export async function databaseDigest(app: FastifyInstance): Promise<Record<string, string>> {
  const tables = await app.database.executeSql(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('sessions', 'login_failures') order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { table_name } of tables.rows as { table_name: string }[]) {
    const result = await app.database.executeSql(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${table_name}" t`,
    );
    digest[table_name] = (result.rows[0] as { d: string }).d;
  }
  return digest;
}
