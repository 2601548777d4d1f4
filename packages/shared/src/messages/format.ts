/** Fills `{name}` placeholders: format(coreMessages.dashboard.greeting, { name: 'Amina' }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}
