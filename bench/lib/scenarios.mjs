// @ts-check
// Loads every `bench/scenarios/*.mjs` (one endpoint group each), sorted by file name.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SCENARIO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../scenarios');

/** @returns {Promise<import('./types.d.ts').ScenarioGroup[]>} */
export async function loadScenarioGroups() {
  const files = readdirSync(SCENARIO_DIR)
    .filter((file) => file.endsWith('.mjs'))
    .sort();
  const groups = [];
  for (const file of files) {
    const module = await import(pathToFileURL(path.join(SCENARIO_DIR, file)).href);
    const group = module.default;
    if (!group?.name || !Array.isArray(group.scenarios) || typeof group.floor !== 'object') {
      throw new Error(`bench/scenarios/${file}: default export is not a ScenarioGroup`);
    }
    groups.push(/** @type {import('./types.d.ts').ScenarioGroup} */ (group));
  }
  return groups;
}
