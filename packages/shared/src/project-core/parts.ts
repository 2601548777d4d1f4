/**
 * One object of every registered part's keys, in the parts' order (a registry's PATCH body,
 * abilities…). Two parts claiming one key is a mistake in the registry, not an override.
 */
export function mergeParts<Part extends object>(what: string, parts: readonly Part[]): Part {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (Object.hasOwn(merged, key)) throw new Error(`Two parts of the ${what} declare '${key}'.`);
      merged[key] = value;
    }
  }
  return merged as Part;
}
