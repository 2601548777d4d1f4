// @ts-check
// Lighthouse (the pinned devDependency) against Debian's Chromium, launched by chrome-launcher
// headless without sandbox. Mobile is Lighthouse's default preset (simulated slow 4G, 4× CPU
// slowdown, a phone screen); desktop is its desktop config.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { onCleanup } from './cleanup.mjs';
import { tbtFromCpuTime } from './cpu-tbt.mjs';
import { median } from './median.mjs';

/** @typedef {'mobile' | 'desktop'} Preset */

/**
 * @typedef {object} LighthouseResult
 * @property {string} page  label, e.g. "login"
 * @property {Preset} preset
 * @property {string} url  the address Lighthouse ended on
 * @property {number} performance  0–100, the median run's
 * @property {number} accessibility  0–100
 * @property {{ fcp: number, lcp: number, tbt: number, cpuTbt: number, cls: number, si: number }} metrics  ms (cls unitless);
 *   cpuTbt is TBT from the main thread's CPU time (cpu-tbt.mjs), what to compare on a busy machine
 * @property {number[]} runs  every run's performance score
 */

/**
 * One Lighthouse run; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART, a trace it
 * failed to record) is tried once more.
 * @param {number} port
 * @param {{ url: string, cookie?: string }} page
 * @param {Preset} preset
 */
async function audit(port, page, preset) {
  let problem = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const result = await lighthouse(
      page.url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (result && !result.lhr.runtimeError) {
      const slowdown = result.lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1;
      return { lhr: result.lhr, cpuTbt: tbtFromCpuTime(result.artifacts.Trace, slowdown) };
    }
    problem = result?.lhr.runtimeError?.message ?? 'no result';
  }
  throw new Error(`Lighthouse on ${page.url}: ${problem}`);
}

/**
 * Runs Lighthouse `runs` times per page and preset; the run with the median performance score is kept.
 * @param {{ chromiumPath: string, pages: { label: string, url: string, cookie?: string }[], presets: Preset[], runs: number, log: (line: string) => void }} options
 * @returns {Promise<LighthouseResult[]>}
 */
export async function runLighthouse({ chromiumPath, pages, presets, runs, log }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const forget = onCleanup(`stop Chromium for Lighthouse (pid ${chrome.pid})`, () => chrome.kill());
  /** @type {LighthouseResult[]} */
  const results = [];
  try {
    for (const preset of presets) {
      for (const page of pages) {
        /** @type {LighthouseResult[]} */
        const tries = [];
        for (let run = 0; run < runs; run++) {
          const { lhr, cpuTbt } = await audit(chrome.port, page, preset);
          const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
          tries.push({
            page: page.label,
            preset,
            url: lhr.finalDisplayedUrl,
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
            metrics: {
              fcp: Math.round(metric('first-contentful-paint')),
              lcp: Math.round(metric('largest-contentful-paint')),
              tbt: Math.round(metric('total-blocking-time')),
              cpuTbt,
              cls: Number(metric('cumulative-layout-shift').toFixed(3)),
              si: Math.round(metric('speed-index')),
            },
            runs: [],
          });
        }
        const scores = tries.map((t) => t.performance);
        const kept = /** @type {LighthouseResult} */ (tries.find((t) => t.performance === median(scores)));
        kept.runs = scores;
        results.push(kept);
        const m = kept.metrics;
        log(
          `  lighthouse ${preset.padEnd(7)} ${page.label.padEnd(10)} performance ${kept.performance} ` +
            `(runs ${scores.join(', ')}), accessibility ${kept.accessibility}; FCP ${m.fcp} ms, ` +
            `LCP ${m.lcp} ms, TBT ${m.tbt} ms (from CPU time ${m.cpuTbt} ms; runs ${tries.map((t) => t.metrics.cpuTbt).join(', ')}), ` +
            `CLS ${m.cls}, SI ${m.si} ms`,
        );
      }
    }
  } finally {
    chrome.kill();
    forget();
  }
  return results;
}
