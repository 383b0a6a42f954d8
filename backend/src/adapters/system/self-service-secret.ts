// The secrets "My booking" tokens are signed with (docs/decisions/0090): SELF_SERVICE_SECRET
// when set (comma-separated, current first), else one generated on first start and kept in
// DATA_DIR/self-service-secret (readable by the server's user only), so links keep working
// across restarts. Several instances behind a load balancer must share SELF_SERVICE_SECRET.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const generatedSecretFile = 'self-service-secret';

export function selfServiceSecrets(configured: readonly string[], dataDir: string): readonly string[] {
  if (configured.length > 0) return configured;
  const path = join(dataDir, generatedSecretFile);
  try {
    const stored = readFileSync(path, 'utf8').trim();
    if (stored) return [stored];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': when two instances start at once on one folder, the first file wins.
    writeFileSync(path, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return [secret];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return [readFileSync(path, 'utf8').trim()];
  }
}
