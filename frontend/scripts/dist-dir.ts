// Where the site build goes: frontend/dist (client/ and server/), or FRONTEND_DIST_DIR when set
// (a benchmark or a CI job that must not share the folder a developer's `vite build` empties).
import path from 'node:path';

const frontendDir = path.resolve(import.meta.dirname, '..');

export function distDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.FRONTEND_DIST_DIR ? path.resolve(env.FRONTEND_DIST_DIR) : path.join(frontendDir, 'dist');
}
