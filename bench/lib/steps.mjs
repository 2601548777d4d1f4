// @ts-check
// A seed's report of its steps: each step's label with the seconds since the seed began.

/**
 * Starts timing a seed: `step(label)` marks a step done, `steps()` lists them as
 * `label 12 s, label 30 s`.
 */
export function stepTimer() {
  const started = Date.now();
  /** @type {string[]} */
  const done = [];
  return {
    step: (/** @type {string} */ label) => {
      done.push(`${label} ${((Date.now() - started) / 1000).toFixed(0)} s`);
    },
    steps: () => done.join(', '),
  };
}
