import { isLongTextPath, textProblem } from '@kazi/shared/api/text';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

type Path = (string | number)[];

/**
 * Every string in `input` (values and object keys, at any depth) checked against the text rule
 * of packages/shared/src/api/text.ts; answers `{ 'nested.key': [message] }` for the failures.
 * Walks with its own stack: a deeply nested body cannot exhaust the call stack.
 */
export function textFieldErrors(input: unknown, allowLongText: boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const fail = (path: Path, message: string) => {
    const key = path.length ? path.join('.') : 'non_field_errors';
    errors[key] ??= [];
    if (!errors[key].includes(message)) errors[key].push(message);
  };
  const stack: [unknown, Path][] = [[input, []]];
  while (stack.length) {
    const [value, path] = stack.pop() as [unknown, Path];
    if (typeof value === 'string') {
      const problem = textProblem(value, allowLongText && isLongTextPath(path));
      if (problem) fail(path, problem);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        stack.push([item, [...path, index]]);
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const problem = textProblem(key, false);
        if (problem) fail([...path, key], problem);
        else stack.push([item, [...path, key]]);
      }
    }
  }
  return errors;
}

/**
 * One check for every route, those to come included (ADR 017): after parsing and before the
 * schemas, path parameters, the declared query string and a JSON body hold no control characters,
 * and only long text may hold tabs and line breaks. A path that holds them names nothing (404,
 * as for any impossible path); the query and body answer 400 naming each field. Multipart text
 * fields get the same check as they are read (http/multipart.ts).
 */
export function registerTextInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (Object.keys(textFieldErrors(request.params, false)).length) throw AppError.notFound();
    // A query string the route does not declare is never read (nor answered for).
    const declaresQuery = Boolean(request.routeOptions.schema?.querystring);
    const errors = {
      ...(declaresQuery ? textFieldErrors(request.query, false) : {}),
      ...textFieldErrors(request.body, true),
    };
    if (Object.keys(errors).length) throw AppError.validation(errors);
  });
}
