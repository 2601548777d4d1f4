/** The object every part of a tuple of parts adds up to (its keys, each part's types). */
export type MergedParts<Parts extends readonly object[]> = Parts extends readonly [
  infer Head,
  ...infer Rest extends readonly object[],
]
  ? Head & MergedParts<Rest>
  : unknown;

/**
 * One object of every registered part's keys, in the parts' order (a registry's PATCH body,
 * abilities…). Two parts claiming one key is a mistake in the registry, not an override.
 */
export function mergeParts<const Parts extends readonly object[]>(
  what: string,
  parts: Parts,
): MergedParts<Parts> {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (Object.hasOwn(merged, key)) throw new Error(`Two parts of the ${what} declare '${key}'.`);
      merged[key] = value;
    }
  }
  return merged as MergedParts<Parts>;
}
