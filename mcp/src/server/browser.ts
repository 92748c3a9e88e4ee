/**
 * Opening the answer page in the user's browser, only where that can work: never in CI,
 * never over SSH (the browser would open on the wrong machine, or not at all), never on a
 * Linux box without a display. Everywhere else the URL still reaches the user through the
 * progress message and the tool result.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface DisplayCheck {
  ok: boolean;
  /** Why not, in a few words for logs and docs. */
  reason?: string;
}

/** Whether this process runs inside WSL (where the Windows browser reaches 127.0.0.1). */
export function isWsl(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): boolean {
  if (platform !== 'linux') return false;
  if (env.WSL_DISTRO_NAME || env.WSL_INTEROP) return true;
  try {
    return /microsoft/i.test(readFileSync('/proc/version', 'utf8'));
  } catch {
    return false;
  }
}

/** Whether a browser opened from here would appear in front of the user. */
export function displayAvailable(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): DisplayCheck {
  if (env.CI && env.CI !== 'false' && env.CI !== '0') return { ok: false, reason: 'running in CI' };
  if (env.SSH_CONNECTION || env.SSH_CLIENT || env.SSH_TTY) return { ok: false, reason: 'connected over SSH' };
  if (env.BROWSER === 'none') return { ok: false, reason: 'BROWSER=none' };
  if (platform === 'darwin' || platform === 'win32') return { ok: true };
  if (isWsl(env, platform)) return { ok: true };
  if (env.DISPLAY || env.WAYLAND_DISPLAY) return { ok: true };
  return { ok: false, reason: 'no graphical display' };
}

/** The commands that open a URL on this platform, most specific first. */
function openers(url: string, env: NodeJS.ProcessEnv, platform: NodeJS.Platform): [string, string[]][] {
  if (env.BROWSER) return [[env.BROWSER, [url]]];
  if (platform === 'darwin') return [['open', [url]]];
  // `start` is a cmd built-in; the empty string is the window title it would otherwise take from the URL.
  if (platform === 'win32') return [['cmd', ['/c', 'start', '""', url]]];
  if (isWsl(env, platform)) return [['wslview', [url]], ['cmd.exe', ['/c', 'start', '""', url]], ['xdg-open', [url]]];
  return [['xdg-open', [url]]];
}

/**
 * Opens `url` in the default browser, detached. Resolves `true` once a command started,
 * `false` when none could (the caller has already shown the URL anyway).
 */
export async function openBrowser(url: string, env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): Promise<boolean> {
  for (const [command, args] of openers(url, env, platform)) {
    const started = await new Promise<boolean>((resolve) => {
      try {
        const child = spawn(command, args, { detached: true, stdio: 'ignore', windowsHide: true });
        child.once('error', () => resolve(false));
        child.once('spawn', () => {
          child.unref();
          resolve(true);
        });
      } catch {
        resolve(false);
      }
    });
    if (started) return true;
  }
  return false;
}
