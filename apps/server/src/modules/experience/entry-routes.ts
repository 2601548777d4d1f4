import { pageQuery, paginated } from '@kazi/shared/api/pagination';
import type { Period } from '@kazi/shared/experience/rules';
import { entryParams } from '@kazi/shared/experience/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/actor.ts';
import type { EntryKind } from './kinds.ts';
import { createOwn, deleteOwn, type EntryRow, listOwn, updateOwn } from './service.ts';

const PATCH =
  'Any subset of the fields; the dates are checked on the entry as it will be after the change. ' +
  '`skills`, when sent, replaces the list. Another user’s id answers 404.';
const OWN =
  'Only the owner: the list holds the caller’s own entries, newest first (ongoing ones first), and an id ' +
  'of another user’s entry answers 404.';

/** One kind of developer-profile entry on the wire: its path, its schemas, its texts. */
export interface EntryResource<Row extends EntryRow, Body extends object, Patch extends Period, Out> {
  /** `/me/work/`: list and add here, change and delete at `:id/` below it. */
  path: string;
  kind: EntryKind<Row, Body, Patch, Out>;
  body: z.ZodType<Body>;
  patchBody: z.ZodType<Patch>;
  schema: z.ZodType<Out>;
  summaries: { list: string; create: string; update: string; delete: string };
  createDescription: string;
}

/** The four routes of one entry kind; only the owner, only their own entries. */
export function registerEntryRoutes<Row extends EntryRow, Body extends object, Patch extends Period, Out>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  typed: EntryResource<Row, Body, Patch, Out>,
) {
  // Fastify cannot resolve request types from generic schemas; the kind and its schemas were
  // matched above, so the routes work with the widened resource.
  const resource: EntryResource<EntryRow, object, Period, unknown> = typed;
  const { path, kind, summaries } = resource;
  const tags = ['Developer profile'];
  const access = 'profile.edit_developer' as const;
  app.get(
    path,
    {
      config: { access },
      schema: {
        tags,
        summary: summaries.list,
        description: OWN,
        querystring: pageQuery,
        response: { 200: paginated(resource.schema) },
      },
    },
    (request) => listOwn(app, request, kind, requireActor(request).id, request.query),
  );
  app.post(
    path,
    {
      config: { access },
      schema: {
        tags,
        summary: summaries.create,
        description: resource.createDescription,
        body: resource.body,
        response: { 201: resource.schema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createOwn(app, kind, requireActor(request).id, request.body)),
  );
  app.patch(
    `${path}:id/`,
    {
      config: { access },
      schema: {
        tags,
        summary: summaries.update,
        description: PATCH,
        params: entryParams,
        body: resource.patchBody,
        response: { 200: resource.schema },
      },
    },
    (request) => updateOwn(app, kind, requireActor(request).id, request.params.id, request.body),
  );
  app.delete(
    `${path}:id/`,
    {
      config: { access },
      schema: {
        tags,
        summary: summaries.delete,
        description: OWN,
        params: entryParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteOwn(app, kind, requireActor(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
