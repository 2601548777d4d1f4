/**
 * Appends a JSON-shaped body to a multipart form with docs/api.md's nested keys: `owner[id]`,
 * `participation[0][user][id]`, `skills[0]`. A null is sent as an empty field (`'empty'`: the
 * server reads it as "cleared") or left out (`'skip'`: not answered).
 */
export function appendNestedFields(
  form: FormData,
  prefix: string,
  value: unknown,
  nulls: 'empty' | 'skip',
): void {
  if (value === undefined) return;
  if (value === null) {
    if (nulls === 'empty') form.append(prefix, '');
    return;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) appendNestedFields(form, `${prefix}[${index}]`, item, nulls);
    return;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      appendNestedFields(form, prefix ? `${prefix}[${key}]` : key, item, nulls);
    return;
  }
  form.append(prefix, String(value));
}
