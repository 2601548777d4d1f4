import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen({ host: '127.0.0.1', port }, () => probe.close(() => resolve(true)));
  });
}

/** A random free port in a wide range, so runs started together (two engineers) rarely collide. */
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 30_000);
    if (await portIsFree(port)) return port;
  }
  throw new Error('no free port found');
}

/** One production app process (`node dist/main.js`), with a data dir of its own. */
export class KaziProcess {
  private readonly lines: string[] = [];
  /** Every line it logged at level error or fatal (pino's JSON: level 50 and up). */
  readonly errors: string[] = [];
  private readonly exited: Promise<number | null>;

  private constructor(
    readonly name: string,
    readonly baseUrl: string,
    private readonly child: ChildProcess,
    private readonly dataDir: string,
  ) {
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const split = (partial + chunk).split('\n');
        partial = split.pop() ?? '';
        const lines = split.filter((line) => line.trim());
        this.lines.push(...lines);
        this.errors.push(...lines.filter((line) => Number(/^\{"level":(\d+)/.exec(line)?.[1]) >= 50));
        this.lines.splice(0, Math.max(0, this.lines.length - 80));
      });
    }
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /**
   * Spawns the built server with `env` on top of this environment and waits until it serves; a
   * port taken meanwhile by someone else (the probe and the listen are apart) means another try.
   */
  static async start(name: string, serverMain: string, env: Record<string, string>): Promise<KaziProcess> {
    for (let attempt = 1; ; attempt++) {
      const kazi = await KaziProcess.spawn(name, serverMain, env);
      try {
        await kazi.ready();
        return kazi;
      } catch (error) {
        await kazi.stop();
        if (attempt === 3 || !kazi.output().includes('EADDRINUSE')) throw error;
      }
    }
  }

  /** Spawns the built server on a free port with `env` on top of this environment. */
  private static async spawn(
    name: string,
    serverMain: string,
    env: Record<string, string>,
  ): Promise<KaziProcess> {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), `kazi-multi-${name}-`));
    const inherited = { ...process.env };
    for (const key of ['DATABASE_URL', 'PUBLIC_URL', 'WEB_DIST', 'SESSION_SECRET', 'TEST_ENGINE']) {
      delete inherited[key];
    }
    const child = spawn(process.execPath, [serverMain], {
      env: { ...inherited, ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new KaziProcess(name, `http://127.0.0.1:${port}`, child, dataDir);
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last lines it printed, for failure messages. */
  output(): string {
    return this.lines.map((line) => `[${this.name}] ${line}`).join('\n');
  }

  /** Waits until `/api/health` answers 200 (it has migrated, built the app and listens). */
  private async ready(timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`${this.name} exited before it served:\n${this.output()}`);
      const answer = await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) }).catch(
        () => null,
      );
      if (answer?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(
      `${this.name} did not answer /api/health within ${timeoutMs / 1000} s:\n${this.output()}`,
    );
  }

  /** Ends it the hard way: no shutdown hook runs, connections drop mid-request. */
  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM, then SIGKILL after 15 s; removes its data dir. */
  async stop(): Promise<void> {
    if (this.running) {
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
      await this.exited;
      clearTimeout(timer);
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
